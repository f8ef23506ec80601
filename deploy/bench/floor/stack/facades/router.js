// The stack floor's router facade, shared instead of react-router-dom as Tessera shares its own: only what
// the floor uses stays in the build.
export { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
