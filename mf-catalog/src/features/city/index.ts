// What other features use of the city pages: the cities and their figures.
export { findCityStats, useCities } from './api/get-cities';
