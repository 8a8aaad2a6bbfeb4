/**
 * The Redux bindings, as one instance for the whole page (see query.ts): the
 * shell's store reaches every remote through these. A remote that adds a slice
 * builds it with @reduxjs/toolkit's createSlice (plain data, safe to bundle)
 * and injects it with `rootReducer.inject`.
 */
export { Provider as ReduxProvider, useDispatch, useSelector } from 'react-redux';
