export { useAgents } from './api/agents';
