import { render, screen } from '@testing-library/react';
import { VersionMarker } from './version-marker';

describe('VersionMarker', () => {
  it('is hidden from players, carries the build in data-version and names it once in the console', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { container } = render(
      <>
        <VersionMarker app="games" version="9.9.9" />
        <VersionMarker app="games" version="9.9.9" />
      </>,
    );
    const [marker] = screen.getAllByTestId('remote-version');
    expect(marker).not.toBeVisible();
    expect(marker).toHaveAttribute('data-version', 'games v9.9.9');
    expect(container).toHaveTextContent('');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[tessera] build games v9.9.9');
    info.mockRestore();
  });
});
