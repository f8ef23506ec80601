// The floor's lobby: 15 tiles, as many as Tessera's first page of games.
import { useSelector } from 'react-redux';

const TILES = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

export default function Lobby() {
  const route = useSelector((s) => s.route);
  return (
    <section>
      <h1>Lobby {route}</h1>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, listStyle: 'none', padding: 0 }}>
        {TILES.map((t) => (
          <li key={t.id} data-testid="game-tile" style={{ aspectRatio: '1', background: '#232a36', color: '#fff', borderRadius: 8, padding: 8 }}>
            {t.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
