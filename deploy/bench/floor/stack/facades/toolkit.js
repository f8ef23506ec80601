// The stack floor's Redux Toolkit facade (as Tessera's): only what the floor uses stays in the build.
export { configureStore, createSlice } from '@reduxjs/toolkit';
