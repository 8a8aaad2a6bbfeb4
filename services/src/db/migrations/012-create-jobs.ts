import type { Knex } from 'knex';

/** The openings the careers page starts with; admins open and close them later. */
export const INITIAL_JOB_OPENINGS = [
  {
    title: 'Senior Sales Manager, Plotted Developments',
    type: 'Full-time',
    department: 'Sales',
    location: 'Pune',
    description:
      'Lead a team of six property advisors selling plotted projects across Pune and its growth corridors. You will own monthly site-visit and booking targets, build relationships with developers and guide buyers from the first call to registration.',
    requirements: [
      '6+ years in real estate sales, at least 2 leading a team',
      'Deep knowledge of Pune micro-markets such as Hinjewadi, Wagholi and Talegaon',
      'Comfortable with RERA disclosures, 7/12 extracts and NA orders',
      'Fluent in English, Hindi and Marathi',
    ],
  },
  {
    title: 'Property Advisor',
    type: 'Full-time',
    department: 'Sales',
    location: 'Mumbai',
    description:
      'Help families and investors choose the right plot. You will answer enquiries, plan site visits across the MMR and Konkan belts, explain pricing and paperwork, and stay with each buyer until the sale deed is signed.',
    requirements: [
      '1-3 years in property sales or a customer-facing role',
      'A two-wheeler and a valid driving licence for site visits',
      'Clear, honest communication in English and Hindi',
      'Willing to work weekends, our busiest site-visit days',
    ],
  },
  {
    title: 'Legal Associate, Title Verification',
    type: 'Full-time',
    department: 'Legal',
    location: 'Pune',
    description:
      'Verify every project before it goes live: title search over 30 years, encumbrance certificates, conversion and layout approvals, and RERA registration. You will write the verification notes buyers read and support them at registration.',
    requirements: [
      'LLB with 2+ years in property law or conveyancing',
      'Hands-on with sub-registrar searches and revenue records in Maharashtra',
      'Able to explain legal findings to buyers in plain language',
    ],
  },
  {
    title: 'Full-Stack Engineer (React, Node.js)',
    type: 'Full-time',
    department: 'Technology',
    location: 'Pune (Hybrid)',
    description:
      'Build the marketplace that thousands of buyers use every day: search over a hundred thousand projects, listing tools for agents and the admin portal. You will work across React, TypeScript, Node.js and PostgreSQL and ship every week.',
    requirements: [
      '3+ years building web applications with React and TypeScript',
      'Experience designing APIs and schemas on PostgreSQL',
      'Care for accessibility, performance and tests',
      'Bonus: experience with Module Federation or maps',
    ],
  },
  {
    title: 'Digital Marketing Executive',
    type: 'Full-time',
    department: 'Marketing',
    location: 'Bangalore',
    description:
      'Plan and run campaigns that bring serious buyers to our partner developers: search and social ads, WhatsApp and SMS journeys, and landing pages for new launches. You will report on cost per qualified lead and keep improving it.',
    requirements: [
      '2+ years running Google and Meta ad campaigns, ideally for real estate',
      'Comfortable with analytics, spreadsheets and A/B tests',
      'Strong writing in English; Kannada is a plus',
    ],
  },
  {
    title: 'Customer Success Intern',
    type: 'Internship (6 months)',
    department: 'Customer Success',
    location: 'Hyderabad',
    description:
      'Be the first voice buyers hear. You will answer enquiries from the website and phone, schedule site visits with our advisors, follow up after visits and help keep our listings accurate.',
    requirements: [
      'A graduate or final-year student in any discipline',
      'Warm, patient phone manner in English and Hindi or Telugu',
      'Organised with follow-ups and notes',
    ],
  },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (table) => {
    table.increments('id');
    table.text('title').notNullable();
    table.text('type').notNullable();
    table.text('department').notNullable();
    table.text('location').notNullable();
    table.text('description').notNullable();
    table.jsonb('requirements').notNullable().defaultTo('[]');
    table.boolean('is_open').notNullable().defaultTo(true);
    table.integer('sort_order').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('job_applications', (table) => {
    table.increments('id');
    // The opening applied for when the position names one; the position text is kept either way.
    table.integer('job_id').references('id').inTable('jobs').onDelete('SET NULL');
    table.text('position').notNullable();
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('phone').notNullable().defaultTo('');
    table.text('message').notNullable().defaultTo('');
    table.uuid('resume_file_id').references('id').inTable('files').onDelete('SET NULL');
    table.text('resume_url');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at'], 'job_applications_created_at_index');
    table.index(['job_id'], 'job_applications_job_id_index');
  });

  await knex('jobs').insert(
    INITIAL_JOB_OPENINGS.map((job, sortOrder) => ({ ...job, requirements: JSON.stringify(job.requirements), sort_order: sortOrder })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_applications');
  await knex.schema.dropTable('jobs');
}
