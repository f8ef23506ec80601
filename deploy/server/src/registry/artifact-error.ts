/** A publish refused: the HTTP status and error code the registry answers with. Its own module so that the contract check can throw it without importing the publisher that calls it. */
export class ArtifactError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The 400 of an artifact that is not one publishing accepts. */
export const invalidArtifact = (message: string): ArtifactError => new ArtifactError(400, 'invalid_artifact', message);
