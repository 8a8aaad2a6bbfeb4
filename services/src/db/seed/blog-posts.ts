import type { City } from '@plotwise/contracts';
import type { BlogIllustrationTheme } from './blog-illustration';

/** A demo blog post before its picture exists. Content: paragraphs separated by blank lines, plain text. */
export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** A desk illustration, or the banner of the city the post is about. */
  picture: { theme: BlogIllustrationTheme; seed: number } | { city: City };
  /** Days before the seeding moment it was published: the first post is the newest. */
  ageDays: number;
  content: string;
}

const paragraphs = (...items: string[]) => items.join('\n\n');

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: 'how-to-check-rera-registration-before-buying-a-plot',
    title: 'How to Check a Plot’s RERA Registration Before You Pay a Rupee',
    excerpt:
      'A RERA number on a brochure is a claim, not a proof. Here is how to look it up on your state’s portal, what to read on the project page and which red flags should stop a booking.',
    category: 'Legal',
    tags: ['RERA', 'Legal', 'Buying Guide', 'Plots'],
    picture: { theme: 'documents', seed: 1 },
    ageDays: 3,
    content: paragraphs(
      'The Real Estate (Regulation and Development) Act, 2016, better known as RERA, changed plot buying in India for the better. A promoter who develops land into plots for sale has to register the project with the state’s RERA authority when the land is larger than 500 square metres or the project has more than eight units, and may not advertise, market, book or sell a single plot before that registration. For a buyer this means one simple habit: never treat the RERA number printed on a hoarding or a WhatsApp brochure as proof. Look it up yourself.',
      'Every state runs its own portal. In Maharashtra it is MahaRERA, in Karnataka it is RERA Karnataka, in Telangana it is the Telangana RERA portal, and Tamil Nadu, Gujarat, Uttar Pradesh, Rajasthan and the other states each have their own. Search the registration number, and also search by the promoter’s name and the village or locality, because a number can be copied from another project. The project you find must carry the same promoter, the same survey or gat numbers and the same location that the sales team is showing you.',
      'Once you have the right project page, read it slowly. The registration certificate shows the date of registration and the date by which the promoter has promised to complete the project. The approved layout plan shows how many plots there are, the road widths and the open spaces; compare it with the plot you are being offered and make sure your plot number exists and has the size you are paying for. The title documents and the search report uploaded by the promoter tell you whose name the land stands in. If the land belongs to a landowner who has signed a development agreement with the promoter, that agreement should be on the portal too.',
      'Most portals also publish quarterly progress reports. For a plotted project these cover roads, drainage, water lines, electricity and the boundary wall. A project registered three years ago with no roads and no updates tells its own story. Look for complaints filed against the project and against other projects of the same promoter: the portals list them, and orders passed by the authority are public.',
      'The Act gives you protections you should use. Section 13 says a promoter cannot take more than ten per cent of the cost of a plot as an advance or application fee without first signing a registered agreement for sale with you. Under Section 4, seventy per cent of the money collected from buyers has to be kept in a separate bank account and used only for the land and development of that project. If possession is delayed beyond the promised date, Section 18 lets you either withdraw and get your money back with interest, or stay on and be paid interest for every month of delay. Structural defects reported within five years of possession have to be fixed by the promoter free of cost.',
      'A few situations deserve extra care. Farm plots and so-called weekend homes are often sold without RERA registration on the argument that agricultural land is not a real estate project; if the seller is dividing land into plots and promising roads, fencing or a clubhouse, ask why the project is not registered and take legal advice before paying. Resale plots in an old layout do not need a fresh registration, but the original layout approval still matters. And a registration that has lapsed, or a project the authority has put on its list of defaulters, is not one to book in.',
      'Finally, RERA also registers agents. A broker who sells plots in a registered project must carry his or her own registration number; ask for it and look it up the same way.',
      'On Plotwise, the RERA Verified badge on a listing means our team has matched the registration number against the state portal. We still recommend that you open the portal and read the project page for yourself before you sign anything. It takes ten minutes and it is the cheapest insurance you will ever buy.',
    ),
  },
  {
    slug: 'seven-twelve-extract-and-title-search-explained',
    title: 'The 7/12 Extract and a 30-Year Title Search, Explained for Plot Buyers',
    excerpt:
      'In Maharashtra every piece of agricultural land has a 7/12 extract. Learn to read it, trace its mutation entries, and understand what a lawyer’s title search adds before you buy.',
    category: 'Legal',
    tags: ['Land Records', '7/12 Extract', 'Title Search', 'Maharashtra'],
    picture: { theme: 'land-record', seed: 2 },
    ageDays: 9,
    content: paragraphs(
      'If you are buying a plot anywhere in rural or peri-urban Maharashtra, the first document you will be shown is the 7/12 extract, the saat-baara utara. It takes its name from two village registers kept by the revenue department: Village Form VII, which records who holds the land and on what terms, and Village Form XII, which records what is cultivated on it. Together they are the basic record of rights for a survey number or gat number. Other states keep the same kind of record under other names: the RTC or pahani in Karnataka, the pahani and adangal in Telangana and Andhra Pradesh, the chitta and adangal in Tamil Nadu, the jamabandi in Punjab, Haryana and Rajasthan.',
      'A current 7/12 can be viewed and downloaded from the Maharashtra government’s Mahabhumi land records website, and a digitally signed copy is accepted for most purposes. Get it yourself rather than relying on a photocopy from the seller, and note the date.',
      'Start at the top of Form VII. It gives the village, taluka and district, the survey or gat number and its sub-division, the area in hectares and ares, and the land revenue assessment. Then comes the name of the occupant, the bhogvatadar. Check the occupant class: class one means the holder can transfer the land freely, while class two land, such as land granted by the government or held under certain tenancy and inam laws, can usually be sold only with the Collector’s permission and sometimes on payment of a premium. A plot carved out of class two land without that permission is a long-term problem.',
      'Next, read the column for other rights, itar adhikar. This is where loans from banks or co-operative societies, tenancy rights, rights of way, pending cases and government restrictions are recorded. A crop loan or a bank charge shown here has to be cleared and removed from the record before you pay. Then look at the mutation numbers, the ferfar entries, printed against the names. Each one refers to an entry in the mutation register, Village Form VI, recording how the land changed hands: a sale, an inheritance, a partition, a gift. Ask for copies of these entries and of the registered documents behind them, going back at least thirty years.',
      'That is what a title search is. An advocate traces the chain of ownership through the mutation entries and the registered deeds, and searches the records of the sub-registrar’s office for every year of the period to find sale deeds, mortgages, agreements and other documents registered against the land. In states that issue an encumbrance certificate, the certificate for the same period is part of the search. The advocate also checks whether all legal heirs of past owners signed when land passed by inheritance, whether any family member has a share that was never released, and whether there are court cases. Banks ask for this search report before they lend against a plot, usually covering thirteen to thirty years; for your own purchase, thirty years is the safe standard.',
      'Form XII, the lower half, matters less to a plot buyer but still tells you something. Land shown under cultivation year after year is agricultural in use, and will need a non-agricultural permission before it can be built on. Land shown as fallow or already converted should have an order to prove it.',
      'When the land has been divided into a layout, the individual plots may not have their own 7/12 yet. In that case you should see the approved layout, the non-agricultural order and, in city survey areas, the property card, alongside the 7/12 of the original survey number. After you buy, apply for mutation so that your name is entered in the record; a registered sale deed that is never mutated leaves the revenue record in the seller’s name.',
      'None of this replaces an advocate’s opinion, but knowing what each column means lets you ask the right questions early, before the token amount changes hands.',
    ),
  },
  {
    slug: 'na-conversion-why-it-matters-for-your-plot',
    title: 'NA Conversion: Why a Non-Agricultural Order Matters for Your Plot',
    excerpt:
      'Land in India is agricultural until the state says otherwise. What non-agricultural conversion is, how it works in Maharashtra, Karnataka and Telangana, and how to tell a converted plot from a promise.',
    category: 'Legal',
    tags: ['NA Conversion', 'Legal', 'Land Records', 'Buying Guide'],
    picture: { theme: 'documents', seed: 3 },
    ageDays: 16,
    content: paragraphs(
      'Almost every plotted layout on the edge of an Indian city was farmland a few years ago. In law it stays farmland until the state permits a change of use. That permission, called NA (non-agricultural) conversion in Maharashtra and Gujarat, DC conversion in Karnataka and NALA conversion in Telangana, is what allows a house, a shop or a warehouse to be built. Without it, a bank will not lend for construction, the local body will not approve a building plan and the plot is worth far less than it looks.',
      'In Maharashtra, conversion is governed by the Maharashtra Land Revenue Code, 1966. For years the owner applied to the Collector under Section 44 and waited for an NA order. Amendments in 2017 and 2018 made this simpler: under Section 42B, land that falls in a final development plan is treated as converted to the use shown in that plan once the owner pays the conversion tax and non-agricultural assessment, and Sections 42C and 42D extend similar treatment to land in regional plans and near village settlements. The Collector then issues a sanad or a letter recording the deemed conversion. Either way, there is a document, and the 7/12 extract is updated to show the land as non-agricultural.',
      'In Karnataka the Deputy Commissioner converts agricultural land under Section 95 of the Karnataka Land Revenue Act, 1964, which is why buyers speak of a DC conversion order. The order names the survey number, the extent and the permitted use. A layout on converted land then needs its own plan approval from the planning authority for the area, such as BDA, BMRDA or a local planning authority, before plots can be sold and khatas issued. Sites sold on agricultural land without conversion, often called revenue sites, are the classic trap in Bengaluru’s outskirts.',
      'In Telangana, the Telangana Agricultural Land (Conversion for Non-Agricultural Purposes) Act, 2006, the NALA Act, requires an application to the revenue authority and payment of a conversion fee before agricultural land is used for anything else. Layouts around Hyderabad then need a layout permission from HMDA or, outside its area, from DTCP, which carries a layout permit number you can verify.',
      'Conversion alone does not make a layout legal. A buyer needs three things to line up: the land converted for the right use, the layout approved by the planning authority with the roads and open spaces it requires, and, for a project of the size RERA covers, a RERA registration. A developer who shows you a conversion order but no layout approval is asking you to trust that the approval will come. A developer who shows you a layout approval for land that is still agricultural in the revenue record has skipped a step.',
      'Some practical checks help. Ask for a copy of the conversion order or sanad and read the survey numbers, the area and the purpose; residential conversion does not cover a commercial complex. Check that the conversion tax and assessment receipts are there. Look at the current 7/12 or RTC and confirm that the land is shown as non-agricultural. If the order is old, check whether it set a deadline for starting development and whether it was met. For a commercial plot, confirm that the permitted use matches what you plan to build.',
      'Farm plots are a separate case. Buying agricultural land to farm is perfectly legal, but several states restrict who may buy it. Maharashtra, for instance, generally allows only agriculturists to buy agricultural land, and its fragmentation law limits the sale of pieces smaller than the standard area for the district. If you are offered a small farm plot with a promise of a farmhouse, ask how the title will be transferred to you and what you will be allowed to build.',
      'A converted plot in an approved layout costs more than one that is not. The difference is the price of certainty, and it is almost always worth paying.',
    ),
  },
  {
    slug: 'home-loan-basics-for-buying-a-plot',
    title: 'Home Loan Basics for Plots: Plot Loans, Composite Loans and Tax',
    excerpt:
      'Banks lend for plots, but not on the same terms as for flats. How plot loans and composite loans work, what banks check, how much you can borrow and what the tax rules allow.',
    category: 'Finance',
    tags: ['Home Loan', 'Finance', 'Tax', 'Plots'],
    picture: { theme: 'finance', seed: 4 },
    ageDays: 23,
    content: paragraphs(
      'Most buyers assume a plot can be financed like a flat. It can, but the product is different and the rules are stricter. Banks and housing finance companies offer two kinds of loans for land: a plot loan, also called a land purchase loan, which pays only for the plot, and a composite loan, which pays for the plot and then for the house you build on it.',
      'A plot loan is meant for residential land that you intend to build on. Lenders generally want the plot to lie within the limits of a municipal corporation, a development authority or an approved layout, to be non-agricultural, and to have a clear, marketable title. Agricultural land and farm plots are usually not financed under home loan products at all. Expect the lender to fund a smaller share of the price than for a flat: many lenders cap plot loans at around 70 to 80 per cent of the plot’s value, against the higher limits the Reserve Bank of India allows for housing loans on smaller ticket sizes. The rest, together with stamp duty and registration charges, comes from your own pocket.',
      'The value the bank uses is its own valuer’s figure or the registered value, whichever is lower, not the price you agreed. If a developer quotes a price well above the area’s guidance value or ready reckoner rate, your loan will be sized on the lower number and the gap becomes your down payment.',
      'A composite loan has two parts. The first disbursement pays for the plot. The rest is released in stages as construction progresses, against the building plan approved by the local body and the bank’s inspection. Most lenders require construction to begin within a set period after the plot is bought, commonly one to three years depending on the lender; if it does not, the loan can be treated as a plot loan, with its higher rate and lower limits. Until construction is complete you may pay only the interest on the amount disbursed, called pre-EMI, or start full EMIs early; the second option shortens the loan.',
      'Before sanction, the lender’s legal team repeats much of your own due diligence: the title search report, the chain of documents, the non-agricultural order, the layout approval, the encumbrance position and, for a new project, the RERA registration. A plot that a large bank has already approved for lending in that layout is a useful signal, though not a substitute for your own checks.',
      'Tax is where plot loans differ most from house loans. A pure plot loan earns no income tax deduction, because the Income Tax Act’s housing benefits apply to a house, not to land. Once you build a house with a composite loan, the position changes under the old tax regime: the principal repaid counts towards the Section 80C limit and the interest towards the Section 24(b) deduction, up to two lakh rupees a year for a self-occupied home. Interest paid before construction was completed is allowed too, in five equal instalments starting from the year the house is completed. The new tax regime, now the default, does not allow the Section 24(b) deduction for a self-occupied house, so compare the two regimes with your own numbers.',
      'A few habits make the loan cheaper. Compare the full cost, including processing fees, legal and valuation charges, and the rate after the first year, not only the headline rate. Ask whether the rate is linked to an external benchmark such as the repo rate, so that rate cuts reach you. Keep your credit score healthy, and if you are buying jointly, apply jointly; two incomes raise the amount you are eligible for and, once the house is built, each co-owner who is also a co-borrower can claim the tax benefits.',
      'Use the EMI calculator on Plotwise to test a few combinations of amount, rate and tenure before you speak to a lender. Knowing your own numbers is the best negotiating position you can have.',
    ),
  },
  {
    slug: 'pune-plot-market-notes',
    title: 'Pune Plot Market Notes: Where Buyers Are Looking and What to Check',
    excerpt:
      'From Hinjewadi’s western edge to the Chakan–Talegaon industrial belt and the eastern corridor at Wagholi, a guide to Pune’s plotted growth areas and the approvals that matter there.',
    category: 'Market Insights',
    tags: ['Pune', 'Market Insights', 'PMRDA', 'Investment'],
    picture: { city: 'Pune' },
    ageDays: 31,
    content: paragraphs(
      'Pune has long been a city of bungalow plots, and as flats have pushed prices up inside the municipal limits, buyers who want land of their own have moved outwards. Most plotted development today lies in the area of the Pune Metropolitan Region Development Authority, PMRDA, which plans and approves layouts across a region many times the size of the city itself.',
      'The western side is driven by the Rajiv Gandhi Infotech Park at Hinjewadi. Villages beyond Phase 3, towards Maan, Marunji and on into Mulshi taluka, offer residential layouts within a reasonable drive of work, and Mulshi’s hills attract buyers of second-home and farm plots. Traffic on the Hinjewadi roads is a daily complaint, so the Hinjewadi to Shivajinagar metro line and road widening are worth following if you plan to live there.',
      'To the north-west and north, the Talegaon Dabhade and Chakan belt grew with the automobile and manufacturing industry. Talegaon, on the Mumbai–Pune railway line and close to the expressway, has a mix of residential layouts and larger plots; Chakan’s industrial estate creates steady demand for housing for people who work there. In the east, Wagholi and Lohegaon sit close to the airport and to the Kharadi and Viman Nagar office markets, while Uruli Kanchan and the Solapur highway offer more affordable land further out. To the south-west, Sinhagad Road and the villages beyond Khadakwasla appeal to buyers who want greenery within reach of the city.',
      'Two infrastructure projects shape much of the talk. The Pune Ring Road, planned by the state to take through traffic around the city, will pass through many of these villages; plots near a proposed interchange tend to be priced on the expectation of future access, so look at the notified alignment yourself rather than relying on a sales map. The proposed new airport at Purandar, south-east of the city, has similarly driven interest in the Saswad area. Both are real projects, but land acquisition and construction take years; buy for what the location offers today and treat future infrastructure as a bonus.',
      'In our listings, residential plots in PMRDA-approved layouts on the periphery are typically offered at a few thousand rupees per square foot, with a 1,000 to 2,000 square foot plot costing roughly thirty lakh rupees to a little over a crore depending on the corridor and how far the layout is from a main road. Commercial plots on highway frontage cost more, and farm plots are priced per acre or per guntha.',
      'The checks in Pune follow Maharashtra law. Ask for the 7/12 extract of the survey numbers, the NA order or the Section 42B sanad, the PMRDA layout approval showing your plot number, and the MahaRERA registration for a new project. Beware of small plots offered on undivided agricultural land: the state’s fragmentation law restricts the sale of pieces below the standard area, and such plots can be difficult to register, mutate and finance. Check the access road on the ground, because a layout approval shows roads inside the project but a right of way from the public road is a separate matter.',
      'Water deserves a question of its own. Many peripheral layouts depend on borewells and tanker supply until the local body extends its network; ask what the developer has arranged and what the gram panchayat or municipal council will provide.',
      'Browse Pune plots on Plotwise by locality and price, and use the city page to see which areas have the most approved listings right now.',
    ),
  },
  {
    slug: 'hyderabad-plot-market-notes',
    title: 'Hyderabad Plot Market Notes: HMDA Layouts, the Ring Roads and the South',
    excerpt:
      'Hyderabad’s plotted market has followed the Outer Ring Road south and west. A guide to the growth areas around the airport and the IT corridor, and to telling an HMDA layout from an unapproved one.',
    category: 'Market Insights',
    tags: ['Hyderabad', 'Market Insights', 'HMDA', 'Investment'],
    picture: { city: 'Hyderabad' },
    ageDays: 38,
    content: paragraphs(
      'Few Indian cities have a plotted market as active as Hyderabad’s. Open land on the city’s edges, a large IT workforce, and the habit of buying a plot first and building later have kept demand steady. Most of that land lies within the Hyderabad Metropolitan Development Authority’s area, and the Outer Ring Road that circles the city has been the single biggest force in deciding where layouts come up.',
      'The south has grown around the Rajiv Gandhi International Airport at Shamshabad. Layouts along the Srisailam highway towards Tukkuguda and Maheshwaram, and further south at Shadnagar on the Bengaluru highway, attract both end users and investors. Adibatla, on the south-east edge of the ORR, grew with the aerospace and IT special economic zones there, and the Pharma City project planned further south-east has pulled interest towards the Kandukur side. To the west, Kollur and the villages beyond the Financial District and Tellapur are popular with people who work in Gachibowli and HITEC City, and land there is usually more expensive. North-west, towards Sangareddy and Sadashivpet, prices are lower and plots larger.',
      'The Regional Ring Road, planned much further out than the ORR, is the newest story. As with any future road, sales brochures often show it closer and sooner than it will be. Use the published alignment and think of it as a long-term factor.',
      'In our listings, plots in approved layouts around the ORR are typically offered at a few thousand rupees per square foot, and in Telangana they are often quoted per square yard, so a 200 square yard plot, about 1,800 square feet, can cost from around fifty lakh rupees to well over a crore. Always convert to one unit before you compare two offers: one square yard is nine square feet.',
      'Approvals are where Hyderabad buyers most need care. An approved layout carries a layout permit number from HMDA or, outside HMDA’s limits, from DTCP, and the approved plan shows the roads, the open spaces and the mortgaged plots the developer has left with the authority as a guarantee that development will be completed. Ask for the permit number and verify it. Unapproved layouts, once common on the city’s edges, have been the subject of repeated regularisation schemes; a plot in such a layout may face penalties, delays in building permission and difficulty getting a loan. Under RERA, a plotted project of the size the Act covers must also be registered with Telangana RERA.',
      'On the revenue side, ask for the pahani and the land records from the state’s land records portal, the sale deed chain, the encumbrance certificate for at least thirty years, and the NALA conversion proceedings for the survey numbers. Check for lake and water-body buffer zones, which are marked in the master plan; building near tanks and nalas is restricted, and a layout drawn too close to one can lose plots later. In the areas south-west of the city once covered by catchment-protection rules for the Osman Sagar and Himayat Sagar lakes, check the current zoning with an advocate before buying.',
      'Explore Hyderabad on Plotwise by locality, and look at the city page for the number of approved listings and the price range in each area this month.',
    ),
  },
  {
    slug: 'bangalore-plot-market-notes',
    title: 'Bangalore Plot Market Notes: Airport North, Sarjapur, Hoskote and the Khata Question',
    excerpt:
      'Bengaluru’s plot buyers have moved to the airport side, the south-east and the ring-road towns. Where the growth is, and why the khata and the DC conversion order decide what a site is worth.',
    category: 'Market Insights',
    tags: ['Bangalore', 'Market Insights', 'BMRDA', 'Khata'],
    picture: { city: 'Bangalore' },
    ageDays: 45,
    content: paragraphs(
      'In Bengaluru a plot is called a site, and for many families a BDA or private-layout site has been the first step to a house of their own. With land inside the city now scarce and costly, most new sites are on the periphery, in areas planned by the Bangalore Metropolitan Region Development Authority and the local planning authorities under it.',
      'The north has grown fastest since Kempegowda International Airport opened at Devanahalli. Layouts around Devanahalli, along the Bellary Road and towards Doddaballapur are planned by authorities such as the Bangalore International Airport Area Planning Authority, and the aerospace park and business parks near the airport add to demand. The south-east, along Sarjapur Road and around Attibele and Chandapura, draws buyers who work in the Outer Ring Road tech parks, Whitefield and Electronic City. East, Hoskote on the Old Madras Road has become an affordable alternative with good highway access. To the south-west, Kanakapura Road has the benefit of the metro’s southern line, and Bidadi on the Mysuru road has a large planned township proposal and an industrial area.',
      'Infrastructure plans matter here as everywhere. The Satellite Town Ring Road, which links towns such as Hoskote, Dobbaspet, Ramanagara and Anekal far outside the city, and the long-discussed Peripheral Ring Road, have both been used in marketing for years. Suburban rail and metro extensions are under way. Buy a site for its access today; treat future lines as upside.',
      'In our listings, sites in approved layouts on the periphery are typically offered at several thousand rupees per square foot, so a 30 by 40 site of 1,200 square feet can cost from around forty lakh rupees to over a crore depending on the corridor. Bengaluru buyers speak in site dimensions, 30x40, 30x50, 40x60, so check that the area on the sale deed matches.',
      'Two documents decide what a site is worth in Bengaluru. The first is the DC conversion order under the Karnataka Land Revenue Act, which changes the land from agricultural to residential use; sites sold on agricultural land without it, known as revenue sites, cannot get building plan approval and are hard to finance. The second is the approved layout plan from BDA, BMRDA or the local planning authority, which confirms the roads, parks and civic amenity sites.',
      'Then comes the khata, the property’s entry in the local body’s register. Within the city corporation, an A-khata means the property is fully compliant and can get a building plan, a trade licence and a loan; a B-khata records a property that pays tax but has some irregularity, often in the layout, and brings limits on approvals and finance. The corporation has been moving khatas online as e-khatas, and registration increasingly depends on them. In panchayat areas, properties are recorded through the state’s e-Swathu system with Form 9 and Form 11. Ask which record your site will have, and check it yourself.',
      'Finally, get the RTC for the survey numbers, the mutation records, and the encumbrance certificates for thirty years; make sure the layout, if it is large enough, is registered with RERA Karnataka; and walk the approach road. A good layout on a narrow village road is a different proposition from one on a wide, public road.',
      'Search Bangalore sites on Plotwise by area and price, and see the live count and price range for each locality on the city page.',
    ),
  },
  {
    slug: 'stamp-duty-and-registration-charges-for-plots',
    title: 'Stamp Duty and Registration Charges on a Plot: What You Will Actually Pay',
    excerpt:
      'Stamp duty is often the largest cost after the price itself. How it is calculated, why the government’s rate can matter more than your price, and the taxes and TDS that come with a plot purchase.',
    category: 'Finance',
    tags: ['Stamp Duty', 'Finance', 'Registration', 'Tax'],
    picture: { theme: 'documents', seed: 8 },
    ageDays: 52,
    content: paragraphs(
      'When you budget for a plot, the price on the brochure is only the start. The sale has to be registered, and registration costs stamp duty and a registration fee, paid to the state government before or when the sale deed is registered at the sub-registrar’s office. Together these commonly add between five and eight per cent to the cost, and banks will not lend for them.',
      'Stamp duty is a state subject, so the rate depends on where the plot is. Most states charge somewhere between four and seven per cent of the property’s value, with surcharges or cesses in some cities and concessions in others, for example for women buyers. The registration fee is usually around one per cent, sometimes with a cap. In Maharashtra, for example, the registration fee is one per cent capped at thirty thousand rupees, and women buying a home get a concession of one percentage point on stamp duty. Rates change with state budgets, so check the current figures on your state’s registration department website; most of them have a stamp duty calculator.',
      'The important word is value. Stamp duty is charged on the higher of two figures: the price in your agreement, and the government’s own value for the land, known as the ready reckoner rate or annual statement of rates in Maharashtra, the guidance value in Karnataka and Tamil Nadu, the market value or basic value elsewhere. If you buy a plot for forty lakh rupees in an area where the government rate makes it worth fifty lakh, you pay duty on fifty lakh. These rates are published for every village and survey number, and are worth looking up before you negotiate.',
      'That gap has income tax consequences too. If the government value is more than ten per cent higher than the price you pay, the difference can be taxed as income in the buyer’s hands, and the seller is treated as having sold at the higher figure when computing capital gains. A price far below the government value is a sign to ask questions.',
      'There is also tax deducted at source. When you buy immovable property other than agricultural land for fifty lakh rupees or more, you must deduct one per cent of the price as TDS under Section 194-IA of the Income Tax Act, pay it to the government using Form 26QB, and give the seller the Form 16B certificate. If the seller is not resident in India, different and higher deductions apply under Section 195, and you will need a chartered accountant’s help.',
      'GST is a common source of confusion. The sale of land by itself is outside GST. In a developed layout, however, the developer may charge separately for development work, maintenance or club membership, and those charges can attract GST; ask for a clear break-up of what you are paying for and which parts carry tax.',
      'Registration itself follows a routine. The deed is drafted and checked, the duty is paid online or by franking, and the buyer, the seller and two witnesses appear before the sub-registrar with identity proof, photographs and, increasingly, biometric verification. Many states now let you book the appointment online and pay all the charges electronically. After registration, apply for mutation in the revenue record or the local body’s register so that the land stands in your name there as well.',
      'A simple rule helps: add eight per cent to the plot’s price as a first estimate of duty, fees and legal costs, then replace the estimate with your state’s exact figures before you commit.',
    ),
  },
];
