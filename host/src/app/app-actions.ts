import { createAction } from '@reduxjs/toolkit';

/** The host has mounted: boot sagas (status, session restore, vendors) start on this. */
export const appStarted = createAction('app/appStarted');
