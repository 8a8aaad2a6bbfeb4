// What other features use of compare: the toggle on cards and the project page. The tray and the page load apart.
export { CompareToggle } from './components/compare-toggle';
