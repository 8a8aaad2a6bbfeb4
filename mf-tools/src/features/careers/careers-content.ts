/** The careers page's marketing copy: why work here and life at Plotwise. */
export const WHY_WORK_HERE = [
  { title: 'Work that matters', text: 'A plot is often a family’s biggest purchase. Every listing we verify protects someone’s savings.' },
  { title: 'Grow fast', text: 'Small teams, real ownership from week one, and a learning budget for courses and certifications.' },
  { title: 'Fair and flexible', text: 'Hybrid roles where the work allows, transparent pay bands and performance reviews twice a year.' },
  { title: 'Health and security', text: 'Medical cover for you and your family, term insurance and provident fund from day one.' },
] as const;

export const LIFE_AT_PLOTWISE = [
  'Site-visit Saturdays: everyone, engineers included, walks a project with our advisors once a quarter.',
  'Demo day every month: each team shows what it shipped and what it learned.',
  'Quiet Wednesdays: no internal meetings, so there is time for deep work.',
  'Celebrations for Diwali, Ganeshotsav and every big closing, with the whole office.',
] as const;
