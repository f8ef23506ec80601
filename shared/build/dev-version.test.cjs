// A development build names itself `<version>-dev` (index.mjs): in its marker constant, its manifest version and
// its artifact.json, so a team never mistakes its dev server for the published build; a production build keeps
// the plain version, and the host's folder (publicPath) is the plain version either way.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** What index.mjs makes of remote-member's config in one mode, read from a child node (jest's loader takes CommonJS here). */
function configIn(mode, buildVersion) {
  const script = `
    const { createAppConfig, devVersion } = await import(${JSON.stringify(path.join(__dirname, 'index.mjs'))});
    const configFor = (app, kind) => createAppConfig({ appDir: ${JSON.stringify(ROOT)} + '/' + app, kind, federation: { name: 'x', exposes: {} } });
    const remoteConfig = configFor('remote-member', 'remote');
    const hostConfig = configFor('host', 'host');
    const host = hostConfig({}, { mode: ${JSON.stringify(mode)} });
    const remote = remoteConfig({}, { mode: ${JSON.stringify(mode)} });
    const define = remote.plugins.find((p) => p.constructor.name === 'DefinePlugin');
    const artifact = remote.plugins.find((p) => p.constructor.name === 'ArtifactInfoPlugin');
    console.log(JSON.stringify({
      marker: JSON.parse(define.definitions.__TESSERA_VERSION__),
      artifact: artifact.info.version,
      manifest: process.env.MF_BUILD_VERSION,
      hostPublicPath: host.output.publicPath,
      samples: ['1.1.0', '0.0.0-dev.3f2a', '1.1.0-dev', '1.0.0-rc.1'].map(devVersion),
    }));
  `;
  const env = { ...process.env };
  delete env.MF_BUILD_VERSION;
  if (buildVersion) env.MF_BUILD_VERSION = buildVersion;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env, cwd: ROOT }));
}

describe('a development build’s version', () => {
  it('is `<version>-dev` in the marker, the manifest and artifact.json; the host folder keeps the plain version', () => {
    const dev = configIn('development', '1.1.0');
    expect(dev).toMatchObject({ marker: '1.1.0-dev', artifact: '1.1.0-dev', manifest: '1.1.0-dev', hostPublicPath: '/host/1.1.0/' });
    expect(dev.samples).toEqual(['1.1.0-dev', '0.0.0-dev.3f2a', '1.1.0-dev', '1.0.0-rc.1-dev']);
  });

  it('is the plain version in a production build', () => {
    expect(configIn('production', '1.1.0')).toMatchObject({ marker: '1.1.0', artifact: '1.1.0', manifest: '1.1.0', hostPublicPath: '/host/1.1.0/' });
  });
});
