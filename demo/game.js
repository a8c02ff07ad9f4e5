// The stand-in game the demo's platforms launch: it shows which game and mode it got.
const query = new URLSearchParams(location.search);
document.getElementById('game').textContent = `Game ${query.get('game') ?? ''}`;
document.getElementById('mode').textContent = query.get('mode') === 'real' ? 'Real money' : 'Demo play';
