/**
 * The longer half of the demo blog posts (issue 17: every post said "1 min read"): sections that
 * follow each post's own, keyed by the post's title. Figures are typical ranges with a caveat,
 * never a quoted fact; procedures are the generally known ones.
 */
export type MoreSection = { h: string; p?: string[]; ul?: string[]; ol?: string[]; quote?: string };

export const DEMO_BLOG_MORE: Record<string, MoreSection[]> = {
  'Buying a house in DHA Lahore: a step-by-step checklist': [
    {
      h: 'Reading the house itself',
      p: [
        'Paperwork protects your money; the walk-through protects your family. Bring a contractor or an engineer you trust for an hour, and look at the things a fresh coat of paint hides: damp patches at the bottom of walls, hairline cracks above doors and windows, and the state of the roof insulation.',
        'Ask when the water tank was last cleaned, how old the wiring is and whether the house has a separate meter for the upper portion. A house built in stages often has two qualities of work under one roof.',
      ],
      ul: [
        'Turn on every tap and flush every toilet: low pressure upstairs usually means an undersized pump.',
        'Check the **gas and electricity bills** of the last year for arrears and for the real running cost.',
        'Look at the covered area against the approved map: extra rooms built without approval can delay the transfer.',
      ],
    },
    {
      h: 'Negotiating without losing the house',
      p: [
        'In DHA the asking price is a starting point, but sellers with a clear file rarely move much. Your strongest arguments are concrete: recent sales in the same phase and street, repairs you have priced, and the speed of your payment.',
        'Agree the token money and the timeline in writing. A short agreement that names the price, the token amount, the date of transfer and what happens if either side walks away avoids most disputes. Keep the token modest until the file is verified.',
      ],
    },
    {
      h: 'After the keys',
      p: [
        'Transfer the utility connections into your name in the first month, register with the sector security office, and keep one folder, paper and scanned, with the allotment letter, the transfer receipts and the approved map. When you sell in ten years, a buyer will ask for exactly these.',
      ],
    },
  ],
  'Bahria Town or DHA: which suits your family better?': [
    {
      h: 'Maintenance charges and running costs',
      p: [
        'Both societies charge monthly maintenance that covers security, street cleaning and parks. The amounts change with the phase and the plot size, so ask the seller for the last three bills rather than relying on a general figure.',
        'Utilities are where the difference shows. Some Bahria precincts supply water and electricity through the society, which can mean fewer outages but a separate billing system; DHA phases mostly rely on the city supply with society backup. Ask neighbours, not only agents, how often the power goes out in summer.',
      ],
    },
    {
      h: 'Resale and renting out',
      p: [
        'If you may move abroad or upgrade within five years, think about who will buy or rent from you. Established DHA phases have a deep pool of buyers and tenants, which makes a quick sale easier. Newer precincts in both societies can offer more growth but also longer periods with few transactions.',
      ],
      ul: [
        'Check how many similar houses are listed in the same block right now.',
        'Ask what the last three houses in the street sold or rented for, and how long they took.',
        'Prefer corner or park-facing plots only if the premium is modest: buyers pay for them, but not without limit.',
      ],
    },
    {
      h: 'Questions to ask on a visit',
      ol: [
        'How long does the school run take at 7:30 in the morning?',
        'Where is the nearest hospital with an emergency department?',
        'Which mosque, market and park will you actually walk to?',
        'What is being built on the empty plots around the house?',
      ],
      p: ['Answer these for two or three shortlisted houses in each society and the choice usually makes itself.'],
    },
  ],
  'Renting your first flat: 10 things to check before you sign': [
    {
      h: 'Money you will need on day one',
      p: [
        'A first rental costs more than the first month. Most landlords ask for a security deposit, often one to three months of rent, plus advance rent; in some cities an agent charges a commission too. Ask for every amount in writing before the viewing turns into a decision.',
        'Keep a small reserve for the move itself: a few weeks of overlapping rent, utility connection fees and basic furniture add up quickly.',
      ],
    },
    {
      h: 'The inventory protects your deposit',
      p: [
        'On the day you move in, walk through the flat with the landlord or agent and list the condition of every room: walls, floors, kitchen cabinets, appliances and fittings. Take dated photos and send them to the landlord by message or e-mail so both sides have the same record.',
      ],
      ul: [
        'Note every scratch, stain and chip, however small.',
        'Test the air conditioner, the water heater and every socket.',
        'Record the meter readings for electricity, water and gas.',
      ],
    },
    {
      h: 'Living there',
      p: [
        'Report repairs in writing, even when you also call. Pay rent through the bank rather than in cash so every payment leaves a trace. And read the notice period again before you plan your next move: most disputes at the end of a tenancy come from a notice given too late or a deposit deducted without a list of reasons.',
      ],
      quote: 'A tenancy that starts with a clear inventory almost always ends with the deposit returned.',
    },
  ],
  'How landlords can price a rental to let it fast': [
    {
      h: 'The cost of an empty month',
      p: [
        'Landlords often hold out for a higher rent without counting what a vacancy costs. One empty month is roughly eight per cent of a year’s income; two empty months wipe out a rent that was set a little above the market for the whole year.',
        'Set the rent with that arithmetic in front of you. A price that lets the flat within two or three weeks to a good tenant is usually worth more than a higher one that takes two months.',
      ],
    },
    {
      h: 'Who you are renting to',
      p: [
        'Think about the tenant the home suits and write the listing for them. A two-bedroom flat near a hospital suits doctors and nurses on shifts; a townhouse near schools suits families who will stay for years. Those tenants care about different things: parking and quiet for one, storage and a safe street for the other.',
      ],
      ul: [
        'Say clearly what is included: maintenance, parking, water, internet.',
        'Mention how the rent is paid (monthly, by cheques, by bank transfer).',
        'Give the earliest move-in date; tenants plan around it.',
      ],
    },
    {
      h: 'Keep the good tenant',
      p: [
        'The cheapest tenant is the one who renews. Fix repairs quickly, raise the rent in line with the market rather than to its top, and talk about renewal two or three months before the end of the contract. Every renewal saves a vacancy, an agent’s fee and a round of repairs between tenants.',
      ],
    },
  ],
  'Property transfer in Pakistan: documents, taxes and timelines': [
    {
      h: 'Agreements to sell',
      p: [
        'Most sales begin with an agreement to sell, signed when the token money is paid. It should name both parties with their CNIC numbers, describe the property exactly as the record does, state the full price and the payment schedule, set the date by which the transfer will be completed, and say what happens if either side fails: usually the buyer loses the token, or the seller returns it twice over.',
        'Have the agreement signed in front of two witnesses, and keep the original. If the property is in a housing society, ask the society about its own forms: some require their transfer documents to be used from the start.',
      ],
    },
    {
      h: 'Plots in new societies',
      p: [
        'Files and plots in new housing societies are traded many times before possession, and the risks are different. Verify the file number with the society, check that the society’s layout plan is approved by the development authority, and confirm that the plot number exists on the ground and is not in a block still under dispute.',
        'Prices quoted for files often exclude development charges, which fall due when possession is given. Ask for the full schedule of what remains to be paid, and budget for it.',
      ],
      ul: [
        'Confirm the society’s NOC with the relevant authority, not only on its website.',
        'Check whether balloting has happened and whether your file has a plot number.',
        'Buy from the registered member or through the society’s own transfer process.',
      ],
    },
    {
      h: 'Where transfers go wrong',
      p: [
        'Most delays come from three places: a seller whose name does not match the record exactly, unpaid dues on the property, and a power of attorney that does not cover the transfer. All three can be checked before any money changes hands.',
        'For inherited property, the succession must be completed first: every legal heir has to appear in the record, and their consent is needed for a sale. A buyer should never rely on one heir’s promise that the others agree.',
      ],
    },
    {
      h: 'Paying safely',
      p: [
        'Pay by bank draft or pay order in the seller’s name, never in cash and never to a third party. Keep the payment in two stages if you can: a modest token when the agreement is signed, the balance on the day of transfer against the documents.',
      ],
      ul: [
        'Make sure the receipt names the property, the amount and both parties.',
        'Keep copies of the tax challans: they are needed for your own tax records.',
        'Check that the new record shows your name correctly before you leave the office.',
      ],
    },
    {
      h: 'Overseas buyers',
      p: [
        'Pakistanis abroad can buy through a representative holding a special power of attorney attested by the consulate. Some authorities also offer facilitation desks for overseas buyers. Budget extra time for the attestation and courier, and ask the representative to send scans of every document as it is signed.',
      ],
    },
  ],
  'Tenancy agreements: clauses that protect both sides': [
    {
      h: 'Repairs and maintenance',
      p: [
        'Disagreements about who pays for what are the most common source of friction. A good agreement separates routine upkeep, which the tenant usually handles (light bulbs, filters, small blockages), from repairs to the structure and major systems, which stay with the landlord.',
        'Add a simple process: the tenant reports in writing, the landlord answers within a set number of days, and for an urgent repair (no water, no power, a leak) the tenant may call a technician after a short notice and deduct the documented cost.',
      ],
    },
    {
      h: 'Ending the tenancy',
      ul: [
        'The notice period for each side, and how notice is given.',
        'What happens if the tenant leaves early: a fixed fee, or rent until a new tenant is found.',
        'How the deposit is returned: within how many days, and with an itemised list of any deductions.',
        'The condition the home must be returned in, referring to the move-in inventory.',
      ],
      p: ['Clear exit terms make the whole tenancy calmer: both sides know the worst case from the first day.'],
    },
    {
      h: 'Keep it simple',
      p: [
        'A tenancy agreement does not need twenty pages. It needs the names, the property, the rent and how it is paid, the term, the deposit, repairs, notice and signatures. Write it in language both people understand, and when the tenant or landlord is more comfortable in Arabic or Urdu, give them a translation to keep alongside the signed copy.',
      ],
    },
  ],
  "Off-plan or ready property in Dubai: an investor's view": [
    {
      h: 'Due diligence on the developer',
      p: [
        'An off-plan purchase is a bet on the developer as much as on the location. Look up the projects they have delivered, visit one that has been lived in for a few years, and talk to owners about the quality of finishes, the management of the building and how defects were handled after handover.',
        'Read the sale and purchase agreement itself, not only the brochure. It names the unit’s area (and how much it may change at handover), the specification, the completion date and the grace period after it, and what compensation, if any, applies to a delay. If a clause is unclear, ask before you pay the first instalment, when you still have the most leverage.',
      ],
      ul: [
        'Check the project’s registration and its escrow account with the regulator.',
        'Compare the price per square foot with ready units nearby: the discount for waiting should be real.',
        'Ask what the service charges are expected to be, and what they cover.',
      ],
    },
    {
      h: 'Exit plans',
      p: [
        'Decide before you buy how you will leave the investment. Some buyers plan to sell before handover, once a share of the price has been paid; others hold and rent for years. Each route has its own costs: transfer fees and the developer’s consent for a resale before completion, furnishing and management for a rental.',
        'Markets move in cycles. A plan that only works if prices rise quickly is a plan that can fail; a plan that still works if prices stay flat for a few years lets you wait for the right moment to sell.',
      ],
      quote: 'Buy what you could hold for five years, even if you hope to sell in two.',
    },
    {
      h: 'Reading a payment plan',
      p: [
        'Payment plans are the main attraction of off-plan projects, and the details matter. A plan that asks for most of the price during construction puts your money at risk for longer; a post-handover plan spreads payments over the first years of ownership but usually comes with a higher price.',
        'Add the registration fee with the Dubai Land Department (commonly around four per cent of the price) and the developer’s admin charges to the first instalment when you budget.',
      ],
      ul: [
        'Check that payments go into the project’s escrow account, not to a personal or sales account.',
        'Look at the developer’s record on previous handovers: dates promised against dates delivered.',
        'Read what happens if you miss an instalment, and whether the plan allows resale before handover.',
      ],
    },
    {
      h: 'Rent from a ready unit',
      p: [
        'A ready flat earns from the month you buy it. Compare the net rent (after service charges, maintenance and periods without a tenant) with the price, and treat the headline yields in brochures as a ceiling rather than a promise. Short-term holiday letting can raise income but needs a permit, furniture and management.',
      ],
    },
    {
      h: 'Both, over time',
      p: [
        'Many investors build a portfolio that mixes the two: a ready unit whose rent covers part of the instalments of an off-plan purchase. Whatever you choose, keep a cash buffer for service charges and a few months without a tenant, and buy within a budget that survives a slow year.',
      ],
    },
  ],
  'Calculating rental yield the right way': [
    {
      h: 'A worked example',
      p: [
        'Take a flat bought for 1,000,000 in any currency, let at 70,000 a year. The gross yield is 7 per cent. Now subtract service charges of 12,000, maintenance of 5,000 and one month without a tenant (about 5,800): the net income is about 47,200, a net yield of 4.7 per cent.',
        'The gap between the two figures is normal. What matters is that you compare properties on the same basis and that your financing works with the net figure, not the gross one.',
      ],
    },
    {
      h: 'Costs people forget',
      ul: [
        '**Purchase costs:** registration and transfer fees, agent commission and legal fees belong in the price you divide by.',
        '**Furnishing:** a furnished let earns more but the furniture wears out in five to seven years.',
        '**Management:** a property manager typically charges a share of the rent; worth it if you live abroad.',
        '**Tax:** rental income may be taxed where the property is or where you live; ask an adviser.',
      ],
    },
    {
      h: 'Yield is not the whole return',
      p: [
        'A lower yield in a neighbourhood where prices rise steadily can beat a higher yield in one that stands still. Look at both parts of the return, the rent and the change in value, over the years you plan to hold the property, and check how easily you could sell it if you needed the money.',
      ],
    },
  ],
  'Selling your home: staging tips that raise offers': [
    {
      h: 'Room by room',
      ul: [
        '**Entrance:** a clean door, a working bell and a light that is on. The first ten seconds set the tone.',
        '**Living room:** fewer pieces of furniture, pulled away from the walls, make a room read larger.',
        '**Kitchen:** clear the counters completely; buyers picture their own things there.',
        '**Bedrooms:** neutral bedding and open curtains. Remove personal photos.',
        '**Bathrooms:** new silicone around the bath and basin costs little and looks like care.',
      ],
    },
    {
      h: 'Viewings',
      p: [
        'Keep viewings short and let the agent lead; buyers speak more freely when the owner is not in the room. Air the house before each visit, switch on every light and, in summer, cool it well in advance.',
        'Have the paperwork ready in one folder: ownership documents, recent utility bills, maintenance receipts and, for a flat, the service charge statement. A buyer who sees order in the papers assumes order in the house.',
      ],
    },
    {
      h: 'What not to spend on',
      p: [
        'A full renovation before a sale rarely pays for itself. Repair what is broken, paint what is marked, and leave the bigger choices (a new kitchen, a changed layout) to the buyer, who will want to make them in their own taste anyway.',
      ],
    },
  ],
  'Pricing your property to sell: reading comparables': [
    {
      h: 'When the market moves',
      p: [
        'Comparables look backwards: a sale agreed three months ago tells you about the market three months ago. When prices are rising quickly, weight the newest sales more heavily; when the market slows, watch how long similar homes stay listed and how often their prices are cut, which shows the change before the sold prices do.',
        'Seasons matter too. In many cities families buy and rent around the school year, and the months of Ramadan and the summer holidays are quieter. A home priced well in a quiet month may simply need patience rather than a cut.',
      ],
    },
    {
      h: 'Asking prices are not prices',
      p: [
        'Listing portals show what sellers hope for. What buyers paid is what counts. Ask an agent for the recent transactions in your building or street, and where the land registry or a society office publishes sold prices, use those. Treat asking prices of homes that have been listed for months as a sign of where the market is not.',
      ],
    },
    {
      h: 'A pricing worksheet',
      ol: [
        'List five to eight recent sales as close as possible to your home in size, age and location.',
        'Convert each to a price per square foot or square metre.',
        'Adjust each for floor, view, condition and parking, up or down.',
        'Take the middle of the adjusted range, not the highest figure.',
        'Set the asking price a little above it to leave room for negotiation.',
      ],
    },
    {
      h: 'The first two weeks',
      p: [
        'A new listing gets most of its attention in its first two weeks. If there are many views but no viewings, the photos or the description need work; if there are viewings but no offers, the price is probably too high. Adjust early: a price cut after three months attracts bargain hunters rather than the buyers you wanted.',
      ],
    },
  ],
  'Islamabad market update: sectors to watch this year': [
    {
      h: 'What buyers are asking for',
      p: [
        'Enquiries on the site point to the same priorities each month: a reliable water supply, proximity to the Srinagar Highway or the Expressway, and schools within a short drive. Families moving from Lahore and Karachi for work often rent first and buy after a year, once they know the city.',
        'Smaller houses and portions in established sectors let quickly; large houses take longer and often sell to buyers who plan to divide them into portions.',
      ],
    },
    {
      h: 'Private housing societies',
      p: [
        'Societies along the main corridors offer newer homes at lower prices than the CDA sectors. Before you buy in one, check that it is approved by the relevant development authority, that possession has been given in the block you are looking at, and that the roads and utilities on the plan exist on the ground.',
      ],
      ul: [
        'Ask for the NOC and layout plan approval, and verify them with the authority.',
        'Visit the block, not only the sales office and the model houses.',
        'Talk to residents about water, electricity and security.',
      ],
    },
    {
      h: 'Renting in the capital',
      p: [
        'Rents in popular sectors usually move with the academic year and with postings in government and the diplomatic community. Landlords who let in spring and early summer find tenants fastest; tenants have more choice in the quieter months of winter.',
      ],
    },
  ],
  'Kitchen renovation on a budget: where to spend and where to save': [
    {
      h: 'A realistic budget',
      p: [
        'Split the budget before you visit a showroom: roughly a third for cabinets, a fifth for counters and sink, a fifth for appliances, and the rest for electrical work, plumbing, tiles and the unexpected. Keep ten to fifteen per cent aside for surprises behind the old units; in older homes there nearly always are some.',
      ],
    },
    {
      h: 'Materials that last in hot climates',
      ul: [
        '**Carcasses:** moisture-resistant board or marine plywood under the sink, where leaks start.',
        '**Counters:** granite and quartz handle heat and stains; laminate is cheaper but scorches.',
        '**Hinges and runners:** soft-close metal hardware outlasts the doors it holds.',
        '**Ventilation:** a hood ducted outside, not a recirculating one, for kitchens that cook with oil and spice.',
      ],
    },
    {
      h: 'Working with a carpenter',
      p: [
        'Ask for a drawing with every measurement and the material of every part, and agree a payment schedule tied to stages: an advance for materials, a payment when the carcasses are fixed, and the last one after the doors are aligned and the counters sealed. Check the first installed cabinet before the rest are made.',
      ],
    },
  ],
  'Designing for heat: passive cooling ideas for Gulf homes': [
    {
      h: 'Windows and glass',
      p: [
        'Large west-facing windows are the single biggest source of heat in most Gulf homes. Where the view matters, use high-performance glass with a low solar heat gain and external shading; where it does not, smaller windows placed high let light in without the heat.',
        'Double glazing keeps cool air in as well as noise out. Its cost is usually recovered in lower air-conditioning bills within a few summers.',
      ],
    },
    {
      h: 'Air movement',
      p: [
        'A courtyard or a stairwell can work as a chimney: warm air rises and leaves through high openings, drawing cooler air in at low level. Even in homes that rely on air conditioning, good cross-ventilation shortens the hours it has to run in spring and autumn.',
      ],
      ul: [
        'Place openings on opposite sides of a room where you can.',
        'Use ceiling fans: moving air feels several degrees cooler.',
        'Plant trees and shrubs on the west and south sides of the garden.',
      ],
    },
    {
      h: 'The roof',
      p: [
        'The roof takes the full sun all day. Insulation under a light-coloured or reflective finish keeps the top floor livable; a shaded roof terrace, with a pergola or planting, turns a hot surface into usable space in the evenings.',
      ],
    },
  ],
  'What a property valuer actually checks': [
    {
      h: 'The comparable evidence',
      p: [
        'A valuation is an opinion of value backed by evidence. The valuer looks for recent sales of similar properties nearby, adjusts them for the differences (size, floor, age, condition, view), and explains in the report how the figure was reached. When the evidence is thin, the report says so.',
      ],
    },
    {
      h: 'Why valuations differ from asking prices',
      p: [
        'Banks ask for a valuation because they lend against it. A valuer must be able to defend the figure if the loan goes wrong, so valuations lean on transactions that have happened rather than on the most optimistic listing in the street. A valuation below the agreed price is not an insult; it is a reason to renegotiate or to bring more evidence.',
      ],
      ul: [
        'Give the valuer access to every room, the roof and the parking.',
        'Have the approved plans and any completion certificate ready.',
        'Point out improvements with receipts: new wiring, a new roof, solar panels.',
      ],
    },
    {
      h: 'Reading the report',
      p: [
        'Check the basics first: the address, the areas and the plot size. Mistakes happen, and a wrong area changes everything. Then read the assumptions and the comparables used. If you disagree, reply with specific transactions the valuer did not consider; a polite request for a review with evidence often succeeds.',
      ],
    },
  ],
  'Moving checklist: the week before and the week after': [
    {
      h: 'Moving with children and pets',
      p: [
        'Children cope better with a move they can see coming. Show them the new home before moving day, let them choose where their things go, and pack their room last and unpack it first. On the day itself, a relative or a friend who can look after small children and pets keeps everyone safe while the doors stand open.',
        'For pets, keep food, water bowls and a familiar blanket in the car, not in the truck, and keep cats indoors for the first days in the new home until they know it.',
      ],
    },
    {
      h: 'A month ahead',
      ul: [
        'Book the movers and ask for a written quote that lists the number of men, the vehicle and insurance.',
        'Give notice to your landlord and arrange the final inspection.',
        'Order new connections for internet, electricity and water at the new address.',
        'Start a box for documents that will travel with you, not in the truck.',
      ],
    },
    {
      h: 'Packing that saves the day',
      p: [
        'Label every box with the room it goes to and a short list of what is inside. Pack a first-night bag for each person with clothes, toiletries, chargers and medicine, and a kitchen box with a kettle, cups and a few plates. Photograph the back of the television and the router before you unplug them.',
        'Heavy items go in small boxes, light ones in large boxes. Books in a large box are the classic way to hurt a mover’s back and break a box on the stairs.',
      ],
    },
    {
      h: 'Settling in',
      p: [
        'Update your address with the bank, your employer, schools and any delivery services. Meet the building guard or the neighbourhood committee, find the nearest pharmacy and clinic, and check that smoke detectors and the gas connection work. Keep the movers’ receipt until every box is opened, in case something arrived broken.',
      ],
    },
  ],
  'Building a house in Pakistan: from plot to possession': [
    {
      h: 'Design decisions that save money later',
      p: [
        'The cheapest time to change a house is on paper. Spend time with the architect on orientation, cross-ventilation and the position of the staircase, because these decide how comfortable the house is in June and how easily it can be split into portions later if your family’s needs change.',
        'Plan the services early: where the water tanks, solar panels and air-conditioning units will sit, where the drains run, and where future sockets and data points will be needed. Adding them after the plaster is done means breaking walls.',
      ],
      ul: [
        'Place bathrooms above each other to keep the plumbing simple.',
        'Give the kitchen an outside wall for an exhaust and a window.',
        'Leave space for a generator or inverter batteries with ventilation.',
        'Insulate the roof slab; the top floor will thank you every summer.',
      ],
    },
    {
      h: 'Materials and quality checks',
      p: [
        'Buy steel, cement and bricks from suppliers who can show the grade and the batch, and store them properly on site: cement off the ground and covered, steel away from water. Test cubes of concrete for strength are standard practice on larger projects and worth doing on a family house too.',
        'Quality also depends on the order of work. Electrical conduits and plumbing lines must be in place before plaster, waterproofing before tiles, and the roof must be tested with standing water before the finish is laid. A good contractor follows this order without being asked; a site diary helps you check that they did.',
      ],
    },
    {
      h: 'Budgeting the build',
      p: [
        'Construction costs move with the prices of steel, cement and bricks, and with the finish you choose. Ask two or three contractors for a rate per square foot for the grey structure and a separate one for finishing, and compare what each includes: electrical fittings, sanitary ware, woodwork and boundary walls are often left out of the cheapest quotes.',
        'Keep a reserve of at least ten per cent. Most houses end up costing more than the first estimate because choices change during finishing.',
      ],
    },
    {
      h: 'Supervising the work',
      ul: [
        'Check the steel and concrete before every slab is poured: an engineer’s visit costs far less than a repair.',
        'Cure concrete and plaster with water for the recommended days; rushing this causes cracks.',
        'Test water and drain lines under pressure before the tiles go on.',
        'Keep a diary with photos of each stage, especially what will be hidden inside walls.',
      ],
    },
    {
      h: 'Completion and moving in',
      p: [
        'Apply for the completion certificate from the authority once the house matches the approved map; it matters when you sell or rent to a company. Ask the contractor for a list of the brands and models used for pumps, fittings and wiring, and agree a defects period during which they return to fix problems that appear after you move in.',
      ],
    },
  ],
  'دليل شراء شقة في دبي للمرة الأولى': [
    {
      h: 'فهم رسوم الخدمة',
      p: [
        'رسوم الخدمة السنوية تغطي صيانة المبنى والمرافق المشتركة والأمن والتنظيف، وتُحسب عادة حسب مساحة الوحدة. تختلف كثيرًا من مبنى لآخر، فقد تجعل شقة أرخص في سعرها أغلى في تكلفتها السنوية. اطلب كشف الرسوم للسنوات الأخيرة، واسأل عن أي أعمال صيانة كبرى مقررة قد تضيف تكاليف استثنائية.',
        'المبنى الذي تديره جمعية ملاك نشطة وشركة إدارة ذات سمعة جيدة يحافظ على قيمته، أما المبنى المهمل فتظهر مشكلاته في المصاعد والمسابح والواجهات بعد سنوات قليلة.',
      ],
    },
    {
      h: 'أخطاء يقع فيها المشتري الأول',
      ul: [
        'الاكتفاء بالصور والجولة الافتراضية دون زيارة الشقة في النهار وفي المساء.',
        'نسيان حساب التكاليف الإضافية فوق السعر، فتضيق الميزانية عند التسجيل.',
        'دفع مبلغ كبير للبائع مباشرة بدلًا من التحويل عبر القنوات المعتمدة.',
        'تجاهل عقد الإيجار القائم إن كانت الشقة مؤجرة، ومتى ينتهي.',
        'التسرع تحت ضغط عبارة «هناك مشترٍ آخر مهتم».',
      ],
      p: [
        'الشراء الأول قرار كبير، وأفضل حماية لك هي الوقت: خذ أسبوعًا إضافيًا للتحقق، واستشر محاميًا أو مستشارًا عقاريًا مستقلًا إذا كان في العقد ما لا تفهمه.',
      ],
    },
    {
      h: 'اختيار المنطقة المناسبة',
      p: [
        'ابدأ من نمط حياتك لا من الإعلانات: أين تعمل، وأين مدارس الأطفال، وكم تتحمل من الزحام يوميًا. المناطق القريبة من المترو تختصر وقت التنقل وتحافظ على الطلب عند إعادة البيع أو التأجير، أما المجتمعات الأبعد فتمنح مساحة أكبر بسعر أقل.',
        'زر المنطقة في أوقات مختلفة من اليوم، وتحدث مع السكان عن الخدمات وصيانة المبنى، فهذه التفاصيل لا تظهر في صور الإعلان.',
      ],
    },
    {
      h: 'التمويل العقاري',
      p: [
        'إذا كنت ستعتمد على تمويل بنكي فاحصل على موافقة مبدئية قبل البحث الجاد، لتعرف الحد الأقصى للسعر وتتفاوض بثقة. تحدد البنوك نسبة التمويل والدفعة الأولى وفق قيمة العقار ووضعك كمقيم أو غير مقيم، فاسأل أكثر من بنك وقارن التكلفة الكلية لا سعر الفائدة وحده.',
      ],
      ul: [
        'احسب رسوم التسجيل في دائرة الأراضي والأملاك، وهي عادة نحو أربعة في المئة من السعر.',
        'أضف عمولة الوسيط ورسوم التقييم ورسوم البنك.',
        'اسأل عن رسوم الخدمة السنوية للمبنى قبل التوقيع.',
      ],
    },
    {
      h: 'بعد الشراء',
      p: [
        'سجّل عقد الخدمات باسمك، واحتفظ بنسخ من سند الملكية وإيصالات الدفع في مكان آمن. وإذا كنت تنوي تأجير الشقة فاطلع على شروط جمعية الملاك والمتطلبات الخاصة بالتأجير قصير الأجل قبل أن تؤثث.',
      ],
    },
  ],
  'الاستثمار في العقارات على الخارطة في دبي: الفرص والمخاطر': [
    {
      h: 'عند التسليم',
      p: [
        'يوم التسليم ليس نهاية الرحلة. افحص الوحدة بدقة مع مهندس أو شركة فحص متخصصة، وسجّل كل ملاحظة على التشطيبات والتمديدات والتكييف قبل التوقيع على الاستلام، فمعظم المطورين يلتزمون بإصلاح العيوب خلال فترة ضمان محددة.',
        'بعد الاستلام ستبدأ رسوم الخدمة السنوية، وربما تحتاج إلى تأثيث الوحدة قبل تأجيرها. ضع هذه التكاليف في خطتك من البداية حتى لا تفاجئك في الشهر الأول.',
      ],
    },
    {
      h: 'قراءة خطة السداد',
      p: [
        'خطة السداد هي جوهر الصفقة في المشاريع على الخارطة. الخطة التي تطلب معظم المبلغ أثناء البناء تجعل أموالك معلقة مدة أطول، أما خطط ما بعد التسليم فتوزع الدفعات على السنوات الأولى من التملك لكنها تأتي غالبًا بسعر أعلى.',
        'تأكد أن دفعاتك تذهب إلى حساب الضمان الخاص بالمشروع، وأن المطور مسجل ومعتمد لدى الجهات المختصة.',
      ],
    },
    {
      h: 'أسئلة قبل الحجز',
      ul: [
        'ما سجل المطور في تسليم مشاريعه السابقة في مواعيدها؟',
        'ما المواصفات المذكورة في العقد بالتحديد، لا في الكتيب التسويقي؟',
        'هل يسمح العقد بإعادة البيع قبل التسليم، وبأي رسوم؟',
        'ماذا يحدث إذا تأخرت دفعة، وماذا يحدث إذا تأخر التسليم؟',
      ],
    },
    {
      h: 'التوازن في المحفظة',
      p: [
        'لا تضع كل مدخراتك في مشروع واحد. يفضّل كثير من المستثمرين الجمع بين وحدة جاهزة تدر إيجارًا ووحدة على الخارطة تنمو قيمتها، مع الاحتفاظ بسيولة تغطي الرسوم وأشهرًا قد تمر بلا مستأجر.',
      ],
      quote: 'أفضل صفقة على الخارطة هي التي تستطيع تحمّل دفعاتها حتى لو تأخر التسليم سنة.',
    },
  ],
  'تصميم منزل عائلي في الرياض: أفكار عملية للمساحات': [
    {
      h: 'العزل وكفاءة الطاقة',
      p: [
        'فاتورة التكييف هي أكبر مصروف تشغيلي في بيوت الرياض. العزل الجيد للجدران والسقف والنوافذ المزدوجة يقلل الحمل على المكيفات ويطيل عمرها، وتكلفته أقل كثيرًا إذا خُطط له قبل البناء لا بعده.',
        'اختر مكيفات بكفاءة عالية ووزعها حسب استخدام الغرف، واجعل غرف النوم في الجهة الأقل تعرضًا لشمس العصر. ومع الألواح الشمسية على السطح يمكن تغطية جزء من استهلاك النهار.',
      ],
    },
    {
      h: 'المطبخ قلب البيت',
      p: [
        'في البيوت السعودية يجتمع في المطبخ أكثر من شخص، وتطبخ فيه وجبات كبيرة. خصص مطبخًا داخليًا للطبخ الثقيل بتهوية قوية، ومطبخًا تحضيريًا صغيرًا قرب المعيشة للقهوة والوجبات الخفيفة. ومساحة تخزين كافية للمؤن توفر كثيرًا من الفوضى.',
      ],
    },
    {
      h: 'المجلس والضيافة',
      p: [
        'المجلس واجهة البيت، فاجعل له مدخلًا مستقلًا ودورة مياه قريبة، وافصله صوتيًا عن غرف النوم. وإن سمحت المساحة فمجلس للرجال وآخر للنساء يمنحان الأسرة حرية الحركة أثناء الزيارات.',
      ],
      ul: [
        'نافذة عالية تدخل الضوء وتحفظ الخصوصية.',
        'أرضيات سهلة التنظيف تتحمل كثرة الاستخدام.',
        'مخارج كهرباء كافية للإضاءة والضيافة.',
      ],
    },
    {
      h: 'الحوش والسطح',
      p: [
        'الحوش المظلل بالأشجار أو المظلات يتحول في الأمسيات إلى أجمل مكان في البيت، والسطح المعزول يحمي الطابق العلوي من حرارة الصيف ويمكن أن يكون مساحة جلوس في الشتاء. فكّر فيهما من البداية لا بعد انتهاء البناء.',
      ],
    },
  ],
  'تشطيب الشقة الجديدة: الخطوات والمدة والتكلفة التقريبية': [
    {
      h: 'أخطاء شائعة',
      ul: [
        'اختيار البلاط من صورة صغيرة دون رؤية عينة كبيرة في ضوء الشقة.',
        'نسيان مخارج الكهرباء خلف التلفاز وفي المطبخ وبجانب السرير.',
        'تركيب المطبخ قبل الانتهاء من أعمال الأرضيات والدهان.',
        'إهمال العزل المائي في الحمامات والشرفات قبل التبليط.',
      ],
      p: [
        'تجنب هذه الأخطاء يوفر أسابيع من الإصلاح ومبالغ تفوق تكلفة التخطيط الجيد بكثير. واطلب من المقاول مخططًا بسيطًا للكهرباء والسباكة قبل البدء، واحتفظ به بعد الانتهاء.',
      ],
    },
    {
      h: 'المدة المتوقعة',
      p: [
        'يستغرق تشطيب شقة متوسطة عادة من شهرين إلى أربعة أشهر، وتطول المدة مع المطابخ والخزائن المصنوعة حسب الطلب. أصعب ما يؤخر العمل هو تغيير القرارات في منتصفه، لذلك اختر الخامات والألوان قبل البدء قدر الإمكان.',
      ],
    },
    {
      h: 'الاتفاق مع المقاول',
      ul: [
        'عقد مكتوب يحدد البنود والخامات بالعلامة التجارية والمقاس.',
        'دفعات مرتبطة بمراحل منجزة لا بتواريخ فقط.',
        'مدة ضمان للأعمال بعد التسليم.',
        'جدول زمني متفق عليه، وغرامة معقولة على التأخير.',
      ],
      p: [
        'زر الموقع مرة على الأقل كل أسبوع، وصوّر التمديدات قبل إغلاق الجدران والأسقف، فهذه الصور ستوفر عليك الكثير عند أي صيانة لاحقة.',
      ],
    },
    {
      h: 'قبل الاستلام',
      p: [
        'افحص كل شيء بنفسك: افتح الصنابير وراقب التصريف، وجرّب كل مفتاح ومقبس، وتأكد من ميول الأرضيات في الحمامات والشرفات. اكتب قائمة بالملاحظات ولا تدفع الدفعة الأخيرة قبل إنجازها.',
      ],
    },
  ],
  'كيف يُقدَّر سعر العقار؟ شرح مبسط للتقييم': [
    {
      h: 'متى تحتاج إلى تقييم؟',
      p: [
        'لا يقتصر التقييم على التمويل البنكي. تحتاجه عند تقسيم تركة بين الورثة، وعند البيع لتحديد سعر واقعي، وعند التأمين على المبنى، وأحيانًا عند الخلاف بين شركاء. اختر مقيّمًا معتمدًا مستقلًا عن طرفي الصفقة، واطلب أن يوضح التقرير الغرض منه، فقيمة العقار للتمويل قد تختلف عن قيمته لأغراض التأمين.',
        'وتذكّر أن التقييم صورة في تاريخ محدد: إذا مضت أشهر وتغيرت السوق فقد تحتاج إلى تحديثه قبل اتخاذ القرار.',
      ],
    },
    {
      h: 'طريقة التكلفة',
      p: [
        'تُستخدم هذه الطريقة للعقارات التي تقل صفقاتها المشابهة، مثل المباني الخاصة أو الفلل الكبيرة. يحسب المقيّم قيمة الأرض، ثم تكلفة إعادة بناء المبنى اليوم، ويطرح منها ما فقده المبنى بالتقادم. النتيجة تقدير معقول، لكنها لا تعكس دائمًا ما يدفعه المشترون فعلًا.',
      ],
    },
    {
      h: 'لماذا يختلف التقييم عن السعر المطلوب؟',
      p: [
        'السعر المطلوب أمنية البائع، أما التقييم فرأي مهني يستند إلى صفقات تمت بالفعل. البنوك تموّل على أساس التقييم لأنها تحتاج رقمًا يمكن الدفاع عنه، لذلك يميل المقيّم إلى الحذر حين تكون الأدلة قليلة.',
      ],
      ul: [
        'قدّم للمقيّم المخططات المعتمدة وشهادة الإنجاز إن وجدت.',
        'اذكر التحسينات مع الفواتير: تكييف جديد، عزل، ألواح شمسية.',
        'إذا اعترضت على النتيجة فقدّم صفقات محددة لم يأخذها في الحسبان.',
      ],
    },
    {
      h: 'اقرأ التقرير بعناية',
      p: [
        'تأكد أولًا من البيانات الأساسية: العنوان والمساحات ورقم القطعة، فالخطأ في المساحة يغير النتيجة كلها. ثم اقرأ الافتراضات والصفقات المقارنة المستخدمة، فهي التي تشرح الرقم النهائي.',
      ],
    },
  ],
  'نصائح للمستأجرين في الإمارات: العقد والتأمين والتسجيل': [
    {
      h: 'عند المغادرة',
      p: [
        'أبلغ المالك برغبتك في عدم التجديد كتابيًا وفي الموعد المحدد في العقد. نظّف الشقة وأصلح ما تسببت فيه من أضرار، ثم اطلب معاينة مشتركة تقارنان فيها حالة الشقة بصور يوم الاستلام.',
        'اسدد فواتير الكهرباء والماء والتبريد حتى يوم المغادرة واحصل على شهادة براءة ذمة، فكثير من الملاك ينتظرونها قبل رد مبلغ التأمين. وإذا خُصم جزء منه فاطلب قائمة مفصلة بالأسباب والتكاليف.',
      ],
    },
    {
      h: 'الدفع بالشيكات',
      p: [
        'يُدفع الإيجار في الإمارات غالبًا بعدد من الشيكات المؤجلة، وكلما قل عددها أمكن التفاوض على سعر أفضل. احتفظ بسجل لكل شيك ورقمه وتاريخه، وتأكد من توفر الرصيد قبل موعد صرفه، فالشيك المرتجع يسبب مشكلات قانونية ومالية.',
      ],
    },
    {
      h: 'الصيانة خلال السكن',
      p: [
        'اقرأ في العقد من يتحمل الصيانة الدورية ومن يتحمل الإصلاحات الكبيرة. أبلغ المالك أو الوسيط كتابيًا بكل عطل، واحتفظ بالرسائل، فهي مرجعك إذا حدث خلاف على مبلغ التأمين عند المغادرة.',
      ],
      ul: [
        'صيانة المكيفات قبل الصيف تحميك من أعطال مكلفة.',
        'صوّر الشقة عند الاستلام وأرسل الصور للمالك.',
        'اسأل عن رسوم التبريد المركزي إن وجدت، فهي تختلف من مبنى لآخر.',
      ],
    },
    {
      h: 'التجديد والزيادة',
      p: [
        'قبل انتهاء العقد بمدة كافية تحدث مع المالك عن التجديد. زيادة الإيجار تخضع في بعض الإمارات لضوابط وإشعار مسبق، فاطلع على القواعد المعمول بها في إمارتك، واستخدم الحاسبة الرسمية للإيجارات حيث تتوفر قبل الموافقة على أي زيادة.',
      ],
    },
  ],
  'سوق العقارات في جدة: مؤشرات وأحياء واعدة': [
    {
      h: 'الشراء بغرض التأجير',
      p: [
        'إذا كان هدفك دخلًا من الإيجار فابحث عن شقق متوسطة المساحة قريبة من الجامعات والمستشفيات والطرق الرئيسية، فهي الأسرع تأجيرًا. احسب العائد بعد رسوم الصيانة وفترات الشغور المتوقعة، لا على أساس الإيجار الكامل لاثني عشر شهرًا.',
        'والعقار الذي يحتاج إلى تجديد بسيط قد يمنح عائدًا أفضل من الجديد إذا اشتريته بسعر مناسب، بشرط أن تقدّر تكلفة التجديد بدقة قبل الشراء.',
      ],
    },
    {
      h: 'المشترون والمستأجرون',
      p: [
        'يتنوع الطلب في جدة بين أسر تبحث عن فلل وأدوار بمساحات واسعة، وشباب وموظفين يفضلون الشقق القريبة من أماكن العمل والطرق الرئيسية. وتنشط عمليات التأجير مع بداية العام الدراسي ومواسم العمل، بينما يتحرك البيع مع توفر التمويل العقاري.',
      ],
    },
    {
      h: 'قبل أن تشتري',
      ul: [
        'تأكد من صك الملكية واسم المالك وخلو العقار من الرهن.',
        'اسأل عن الخدمات في الحي: المياه والصرف والمدارس والمستشفيات.',
        'قارن أسعار الصفقات الفعلية في الحي لا الأسعار المعلنة فقط.',
        'افحص المبنى فنيًا قبل التوقيع، خاصة العزل والتمديدات.',
      ],
    },
    {
      h: 'نظرة إلى الأمام',
      p: [
        'المشاريع الكبرى في المدينة وتطوير الواجهة البحرية وشبكات الطرق تغير خريطة الطلب تدريجيًا. لكن السوق يتحرك بدورات، والشراء الجيد يعتمد على قدرتك على الاحتفاظ بالعقار سنوات لا على توقع قفزة سريعة في الأسعار.',
      ],
    },
  ],
  'صيانة المنزل قبل الصيف: قائمة فحص سريعة': [
    {
      h: 'النوافذ والأبواب',
      p: [
        'الهواء الحار يدخل من الشقوق حول النوافذ والأبواب أكثر مما نتصور. افحص الإطارات والمطاط العازل واستبدل التالف منه، وتأكد من إحكام إغلاق الأبواب الخارجية. الستائر العاكسة أو الأفلام الحرارية على الزجاج المواجه للغرب تخفض حرارة الغرف بشكل ملحوظ.',
        'وفي نهاية الفحص اكتب قائمة بما أنجزته وتاريخه، لتعرف في الصيف القادم ما يحتاج إلى المتابعة أولًا.',
      ],
    },
    {
      h: 'المياه والسباكة',
      ul: [
        'افحص خزان المياه ونظّفه، وتأكد من إحكام غطائه.',
        'راقب عداد المياه والصنابير مغلقة: أي حركة تعني تسربًا.',
        'تأكد من عمل السخان وصمام الأمان فيه.',
        'نظّف مصارف الشرفات والسطح قبل أي أمطار صيفية مفاجئة.',
      ],
    },
    {
      h: 'الحديقة والخارج',
      p: [
        'اضبط مواعيد الري على الصباح الباكر والمساء لتقليل التبخر، وافحص شبكة الري بحثًا عن الأنابيب المكسورة. قلّم الأشجار القريبة من الجدران والأسلاك، وتأكد من أن المظلات والستائر الخارجية مثبتة جيدًا قبل موسم الرياح.',
      ],
    },
    {
      h: 'متى تستعين بفني',
      p: [
        'بعض الأعمال لا تحتمل التجربة: لوحات الكهرباء، وتسريب الغاز، وشحن غاز المكيفات. اطلب فنيًا معتمدًا، واسأل عن الضمان على العمل والقطع، واحتفظ بالفواتير في ملف واحد للمنزل؛ فهي مفيدة عند البيع أو التأجير.',
      ],
    },
  ],
};
