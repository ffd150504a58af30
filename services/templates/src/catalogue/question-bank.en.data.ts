import type { BankTranslations } from '../generation/title-reading/template-translation.types';

/** QUESTION_BANK of question-bank.data.ts in English, each question by its bokmål text. */
export const QUESTION_BANK_EN: BankTranslations = {
  'Skal kjøpesummen betales i sin helhet før kjøperen overtar det som selges?': {
    text: 'Should the purchase price be paid in full before the buyer takes over what is being sold?',
    clauseYes: 'The buyer pays the full purchase price before the buyer takes over what is being sold.',
    clauseNo:
      'The buyer takes over what is being sold before the full purchase price has been paid, and pays the rest according to a plan that the parties agree in writing.',
  },
  'Skal kjøpesummen betales ved bankoverføring?': {
    text: 'Should the purchase price be paid by bank transfer?',
    clauseYes: 'The purchase price is paid by bank transfer to an account specified by the seller.',
    clauseNo:
      'The purchase price is paid in another way that the parties agree in writing, and the seller gives a receipt for the amount.',
  },
  'Skal selgeren fortelle kjøperen skriftlig om alle feil og skader selgeren kjenner til?': {
    text: 'Should the seller tell the buyer in writing about all the faults and damage the seller knows of?',
    clauseYes:
      'Before the purchase, the seller has given the buyer a written list of all the faults and damage the seller knows of.',
    clauseNo: 'The seller does not give the buyer a written list of known faults and damage.',
  },
  'Har kjøperen fått undersøke det som selges før kjøpet?': {
    text: 'Has the buyer been able to inspect what is being sold before the purchase?',
    clauseYes: 'The buyer has been able to inspect what is being sold before the purchase.',
    clauseNo: 'The buyer has not inspected what is being sold before the purchase.',
  },
  'Skal det som selges, overleveres senest én uke etter at avtalen er signert?': {
    text: 'Should what is being sold be handed over no later than one week after the agreement has been signed?',
    clauseYes:
      'What is being sold is handed over to the buyer no later than one week after all the parties have signed this agreement.',
    clauseNo: 'What is being sold is handed over when the buyer has paid, at a time the parties agree on.',
  },
  'Skal selgeren bære risikoen for skade på det som selges fram til overleveringen?': {
    text: 'Should the seller bear the risk of damage to what is being sold until it is handed over?',
    clauseYes:
      'The seller bears the risk of damage to or loss of what is being sold until it has been handed over to the buyer.',
    clauseNo:
      'The buyer bears the risk of damage to or loss of what is being sold from the time this agreement is signed.',
  },
  'Skal selgeren bekrefte at ingen andre har pant i eller eierrett til det som selges?': {
    text: 'Should the seller confirm that no one else holds a lien on or ownership rights in what is being sold?',
    clauseYes:
      'The seller confirms that no one else holds a lien on or ownership rights in what is being sold.',
    clauseNo:
      'The parties have not agreed that the seller confirms that what is being sold is free of liens and of the ownership rights of others.',
  },
  'Skal utstyr og tilbehør som hører til, følge med i kjøpet?': {
    text: 'Should the equipment and accessories that belong to it be included in the purchase?',
    clauseYes:
      'Equipment and accessories belonging to what is being sold are included in the purchase at no extra charge.',
    clauseNo: 'Only what is mentioned in this agreement is included in the purchase.',
  },
  'Skal kjøperen kunne gå fra kjøpet hvis det som selges, har en alvorlig feil som selgeren kjente til?': {
    text: 'Should the buyer be able to withdraw from the purchase if what is being sold has a serious fault that the seller knew of?',
    clauseYes:
      'The buyer may withdraw from the purchase and get the money back if what is being sold has a serious fault that the seller knew of and did not disclose.',
    clauseNo: 'The parties have not agreed on a separate right for the buyer to withdraw from the purchase.',
  },
  'Skal kjøperen hente det som selges, hos selgeren?': {
    text: 'Will the buyer collect what is being sold from the seller?',
    clauseYes: 'The buyer collects what is being sold from the seller and pays for the transport.',
    clauseNo: 'The seller delivers what is being sold to the buyer and pays for the transport.',
  },
  'Skal kjøperen betale et forskudd når avtalen signeres?': {
    text: 'Will the buyer pay an advance when the agreement is signed?',
    clauseYes:
      'The buyer pays an advance on the purchase price when this agreement is signed, and the advance is deducted in the final settlement.',
    clauseNo: 'The buyer pays no advance.',
  },
  'Skal selgeren gi kjøperen kvitteringer og papirer som hører til det som selges?': {
    text: 'Will the seller give the buyer the receipts and papers that belong to what is being sold?',
    clauseYes:
      'On handover, the seller gives the buyer the receipts, the service history and other papers belonging to what is being sold.',
    clauseNo: 'The seller has not undertaken to give the buyer papers belonging to what is being sold.',
  },
  'Skal ingen av dere kunne si opp leieforholdet det første året?': {
    text: 'Should neither of you be able to terminate the tenancy during the first year?',
    clauseYes:
      'The tenancy runs until it is terminated, but none of the parties may terminate it with effect before it has lasted one year.',
    clauseNo: 'The tenancy runs until it is terminated.',
  },
  'Skal leien betales forskuddsvis hver måned?': {
    text: 'Will the rent be paid monthly in advance?',
    clauseYes: 'The tenant pays the rent in advance, by the first day of each month.',
    clauseNo: 'The tenant pays the rent in arrears, no later than the last day of each month.',
  },
  'Skal strøm og oppvarming være med i leien?': {
    text: 'Will electricity and heating be included in the rent?',
    clauseYes: 'Electricity and heating are included in the rent.',
    clauseNo: 'The tenant pays for electricity and heating according to metered or agreed consumption.',
  },
  'Skal leietakeren stille depositum?': {
    text: 'Will the tenant provide a deposit?',
    clauseYes: "The tenant provides a deposit in a separate deposit account in the tenant's name.",
    clauseNo: 'The tenant does not provide a deposit.',
  },
  'Skal det som leies ut, leies ut møblert?': {
    text: 'Will the rented premises be let furnished?',
    clauseYes:
      'The rented premises are let furnished, and the parties draw up a list of furniture and equipment on moving in.',
    clauseNo: 'The rented premises are let unfurnished.',
  },
  'Skal leietakeren kunne ha dyr?': {
    text: 'May the tenant keep animals?',
    clauseYes: 'The tenant may keep animals.',
    clauseNo: "The tenant may not keep animals without the landlord's written consent.",
  },
  'Skal det være røykeforbud innendørs?': {
    text: 'Will smoking indoors be prohibited?',
    clauseYes: 'Smoking is not permitted indoors in the rented premises.',
    clauseNo: 'The parties have not agreed on a ban on smoking.',
  },
  'Skal partene gå gjennom det som leies ut sammen ved innflytting og utflytting?': {
    text: 'Will you go through the rented premises together on moving in and moving out?',
    clauseYes:
      'The parties go through the rented premises together on moving in and on moving out, and write down their condition both times.',
    clauseNo: 'The parties do not go through the rented premises together on moving in and moving out.',
  },
  'Skal leietakeren ta seg av snømåking og plenklipping?': {
    text: 'Will the tenant take care of snow clearing and lawn mowing?',
    clauseYes:
      'The tenant takes care of snow clearing and lawn mowing at the entrance and in the outdoor area belonging to the rented premises.',
    clauseNo: 'The landlord takes care of snow clearing and lawn mowing.',
  },
  'Skal leietakeren kunne ha overnattingsgjester?': {
    text: 'May the tenant have overnight guests?',
    clauseYes:
      'The tenant may have overnight guests, but no one else may live permanently in the rented premises.',
    clauseNo: 'The tenant may not have overnight guests unless the landlord has consented.',
  },
  'Skal leietakeren ha en egen bod?': {
    text: 'Will the tenant have a separate storage room?',
    clauseYes: 'The tenant has the use of a separate storage room belonging to the rented premises.',
    clauseNo: 'No storage room is included with the rented premises.',
  },
  'Skal leietakeren kunne male og henge opp bilder?': {
    text: 'May the tenant paint and hang pictures?',
    clauseYes:
      'The tenant may paint in neutral colours and hang pictures, and restores the rented premises to the same condition on moving out if the landlord asks for it.',
    clauseNo:
      "The tenant may not paint or make other changes to the rented premises without the landlord's written consent.",
  },
  'Skal arven deles likt mellom dere?': {
    text: 'Should the inheritance be divided equally between you?',
    clauseYes: 'What the parties inherit is divided equally between them.',
    clauseNo:
      'What the parties inherit is divided according to the share each of them is entitled to under the Inheritance Act (arveloven) and any will.',
  },
  'Skal dere overta boet til privat skifte?': {
    text: 'Will you take over the estate for private administration?',
    description:
      'The heirs who take over the estate for private administration become, as a general rule, personally liable for all the debts of the deceased, including the part that exceeds what the estate owns. A notice to creditors published before you take over gives an overview of the debts.',
    clauseYes:
      'The parties take over the estate for private administration, aware that they then, as a general rule, become personally, jointly and severally liable for the debts of the deceased, including debts that exceed what the estate owns.',
    clauseNo:
      'None of the parties takes on liability for the debts of the deceased, and the estate is then administered publicly by the district court (tingretten) unless other heirs take on the debts.',
  },
  'Skal en av dere få overta eiendelene først, mot å betale de andre ut?': {
    text: 'Should one of you be able to take over the assets first, in return for buying out the others?',
    clauseYes:
      'The party who wishes to take over an asset from the inheritance may do so by paying the other parties their share of its value.',
    clauseNo:
      "Assets from the inheritance that more than one party wants are sold, and the sale proceeds are divided according to the parties' shares.",
  },
  'Skal verdien av større eiendeler settes av en takstmann?': {
    text: 'Should the value of larger assets be set by a valuer?',
    clauseYes:
      'The value of larger assets from the inheritance is set by an independent valuer, and the parties share the cost according to their shares.',
    clauseNo: 'The parties set the value of the assets from the inheritance together.',
  },
  'Skal dere trekke lodd om gjenstander flere av dere ønsker?': {
    text: 'Will you draw lots for items that more than one of you wants?',
    clauseYes:
      'When more than one of the parties wants the same item from the inheritance, the matter is decided by drawing lots.',
    clauseNo:
      'When more than one of the parties wants the same item from the inheritance, they negotiate a solution.',
  },
  'Skal gaver som noen av dere har fått tidligere, regnes med i oppgjøret?': {
    text: 'Should gifts that any of you have received earlier be taken into account in the settlement?',
    clauseYes:
      "Larger gifts that one of the parties has received earlier are deducted from that party's share in the settlement, at the value the parties agree on.",
    clauseNo: 'Gifts that the parties have received earlier are not taken into account in the settlement.',
  },
  'Skal én av dere ha ansvaret for å ordne det praktiske?': {
    text: 'Should one of you be responsible for handling the practical matters?',
    clauseYes:
      'One of the parties, chosen by the parties together, is responsible for the practical work on the settlement and keeps the other parties informed.',
    clauseNo: 'The parties share the practical work on the settlement between them.',
  },
  'Skal den som gjør det praktiske arbeidet, få dekket utgiftene sine?': {
    text: 'Should the one who does the practical work have their expenses covered?',
    clauseYes:
      'The party who does the practical work on the settlement has their documented expenses covered before the inheritance is divided.',
    clauseNo: 'Each of the parties covers their own expenses for the work on the settlement.',
  },
  'Skal gjenstander med affeksjonsverdi fordeles før resten?': {
    text: 'Should items of sentimental value be distributed before the rest?',
    clauseYes:
      'Items of sentimental value are distributed between the parties before the rest of the inheritance.',
    clauseNo: 'Items of sentimental value are distributed together with the rest of the inheritance.',
  },
  'Skal dere rydde og tømme boligen sammen?': {
    text: 'Will you clear and empty the home together?',
    clauseYes: 'The parties clear and empty the home together on dates they agree on.',
    clauseNo:
      'The parties pay for the clearing and emptying of the home, and the cost is deducted from the inheritance before it is divided.',
  },
  'Skal praktiske beslutninger om oppgjøret kunne tas med flertall?': {
    text: 'Should practical decisions about the settlement be made by majority?',
    clauseYes:
      'Practical decisions about the settlement, such as clearing the home and selling the household contents, are made by a majority of the parties, and if the votes are equal, the matter is decided by drawing lots, while all other decisions about the inheritance require the consent of all the parties, and none of the parties loses the right to demand public administration of the estate.',
    clauseNo: 'All decisions about the inheritance are made by all the parties together.',
  },
  'Skal en bolig eller hytte fra arven beholdes i familien?': {
    text: 'Should a home or cabin from the inheritance be kept in the family?',
    clauseYes:
      'A home or cabin from the inheritance is kept in the family, and the parties who own it together draw up a separate agreement on its use and costs.',
    clauseNo:
      "A home or cabin from the inheritance is sold, and the sale proceeds are divided according to the parties' shares.",
  },
  'Skal oppgjøret være ferdig senest ett år etter dødsfallet?': {
    text: 'Should the settlement be completed no later than one year after the death?',
    clauseYes: 'The parties complete the settlement no later than one year after the death.',
    clauseNo: 'The parties have not set a deadline for when the settlement is to be completed.',
  },
  'Skal utgiftene deles likt mellom dere?': {
    text: 'Should the expenses be shared equally between you?',
    clauseYes: 'The parties share the expenses equally.',
    clauseNo:
      'The parties divide the expenses according to another key for division that they agree on in writing.',
  },
  'Skal utgiftene fordeles etter hvor mye hver av dere bruker det dere deler?': {
    text: 'Should the expenses be divided according to how much each of you uses what you share?',
    clauseYes: 'The expenses are divided according to how much each of the parties uses what they share.',
    clauseNo: 'The expenses are divided regardless of how much each of the parties uses what they share.',
  },
  'Skal utgiftene fordeles etter inntekt?': {
    text: 'Should the expenses be divided according to income?',
    clauseYes: "The expenses are divided in proportion to the parties' incomes.",
    clauseNo: "The expenses are divided without regard to the parties' incomes.",
  },
  'Skal dere opprette en felles konto for utgiftene?': {
    text: 'Will you open a joint account for the expenses?',
    clauseYes: 'The parties open a joint account that is used for the joint expenses.',
    clauseNo: 'The parties have no joint account, and each of them pays their share directly.',
  },
  'Skal alle betale inn et fast beløp hver måned til de felles utgiftene?': {
    text: 'Will everyone pay a fixed amount each month towards the joint expenses?',
    clauseYes: 'Each of the parties pays a fixed monthly amount towards the joint expenses.',
    clauseNo: 'The parties pay the joint expenses as they arise.',
  },
  'Skal dere sette et felles budsjett?': {
    text: 'Will you set a joint budget?',
    clauseYes:
      'The parties set a joint budget, and the budget may only be exceeded when all the parties consent.',
    clauseNo: 'The parties do not set a joint budget.',
  },
  'Skal større kjøp godkjennes av alle på forhånd?': {
    text: 'Should larger purchases be approved by everyone in advance?',
    clauseYes:
      'Purchases above an amount that the parties set together shall be approved by all the parties in advance.',
    clauseNo: 'Each of the parties may make necessary purchases without prior approval from the others.',
  },
  'Skal kvitteringer for felles utgifter tas vare på og deles med de andre?': {
    text: 'Should receipts for joint expenses be kept and shared with the others?',
    clauseYes: 'The parties keep receipts for joint expenses and make them available to each other.',
    clauseNo: 'The parties have no duty to document joint expenses with receipts.',
  },
  'Skal én av dere ha ansvaret for å føre regnskap?': {
    text: 'Should one of you be responsible for keeping the accounts?',
    clauseYes: 'One of the parties is responsible for keeping accounts of the joint income and expenses.',
    clauseNo: 'The parties share responsibility for keeping track of the joint income and expenses.',
  },
  'Skal dere gjøre opp pengene mellom dere hver måned?': {
    text: 'Will you settle up the money between you every month?',
    clauseYes: 'The parties settle the balance between them every month.',
    clauseNo: 'The parties settle the balance between them when one of them asks for it.',
  },
  'Skal utlegg betales tilbake innen 14 dager?': {
    text: 'Should outlays be repaid within 14 days?',
    clauseYes: 'Outlays that a party has made on behalf of the others are repaid within 14 days.',
    clauseNo:
      'Outlays that a party has made on behalf of the others are repaid when the parties settle up all together.',
  },
  'Skal dere bruke en app eller et regneark for å holde oversikt over hvem som har betalt hva?': {
    text: 'Will you use an app or a spreadsheet to keep track of who has paid what?',
    clauseYes: 'The parties use a shared app or a shared spreadsheet to keep track of who has paid what.',
    clauseNo: 'The parties keep track of the expenses without a shared app or a shared spreadsheet.',
  },
  'Skal dere sette av penger til uforutsette utgifter?': {
    text: 'Will you set aside money for unforeseen expenses?',
    clauseYes: 'The parties set aside a fixed amount for unforeseen expenses in a separate buffer.',
    clauseNo: 'Unforeseen expenses are divided between the parties when they arise.',
  },
  'Skal eventuelle inntekter fordeles på samme måte som utgiftene?': {
    text: 'Should any income be divided in the same way as the expenses?',
    clauseYes: 'Any income is divided between the parties in the same way as the expenses.',
    clauseNo:
      'Any income is used first to cover joint expenses, and any surplus is divided according to a separate agreement between the parties.',
  },
  'Skal dere se på fordelingen av utgiftene på nytt hvert år?': {
    text: 'Will you review the division of the expenses every year?',
    clauseYes: 'The parties review the division of the expenses once a year and adjust it as needed.',
    clauseNo: 'The division of the expenses applies unchanged until the parties agree otherwise in writing.',
  },
  'Skal små utgifter under 200 kroner holdes utenfor oppgjøret?': {
    text: 'Should small expenses under NOK 200 be left out of the settlement?',
    clauseYes: 'Expenses under NOK 200 are left out of the settlement between the parties.',
    clauseNo: 'All expenses, including small amounts, are included in the settlement between the parties.',
  },
  'Skal husleien eller boutgiftene deles likt mellom dere?': {
    text: 'Should the rent or the housing costs be shared equally between you?',
    clauseYes: 'The parties share the rent or the housing costs equally.',
    clauseNo:
      'The rent or the housing costs are divided according to the size of the rooms or according to a separate agreement between the parties.',
  },
  'Skal strøm, internett og andre faste boutgifter deles likt?': {
    text: 'Should electricity, internet and other fixed housing costs be shared equally?',
    clauseYes: 'Electricity, internet and other fixed housing costs are shared equally between the parties.',
    clauseNo:
      'Electricity, internet and other fixed housing costs are divided according to consumption or according to a separate agreement between the parties.',
  },
  'Skal hver av dere betale sin andel av depositumet?': {
    text: 'Will each of you pay your share of the deposit?',
    clauseYes:
      'Each of the parties pays their share of the deposit and is entitled to get their share back on moving out.',
    clauseNo: 'The deposit is paid by one of the parties, and only that party is entitled to get it back.',
  },
  'Skal alle stå på leiekontrakten eller eierdokumentene for boligen?': {
    text: 'Should everyone be named on the tenancy agreement or the ownership documents for the home?',
    clauseYes: 'All the parties are named on the tenancy agreement or the ownership documents for the home.',
    clauseNo:
      'Only one of the parties is named on the tenancy agreement or the ownership documents for the home.',
  },
  'Skal det være ro i boligen etter klokken 23 på hverdager?': {
    text: 'Should there be quiet in the home after 23.00 on weekdays?',
    clauseYes: 'There shall be quiet in the home between 23.00 and 07.00 on weekdays.',
    clauseNo: 'The parties have no fixed quiet hours, but show each other reasonable consideration.',
  },
  'Skal overnattingsgjester avtales med de andre på forhånd?': {
    text: 'Should overnight guests be agreed with the others in advance?',
    clauseYes: 'Overnight guests are agreed with the other parties in advance.',
    clauseNo: 'Each of the parties may have overnight guests without agreeing it in advance.',
  },
  'Skal det være forbudt å røyke innendørs?': {
    text: 'Should smoking indoors be prohibited?',
    clauseYes: 'Smoking and the use of e-cigarettes are not permitted indoors.',
    clauseNo:
      "Smoking indoors is permitted in each person's own room, to the extent the tenancy agreement or the house rules allow it.",
  },
  'Skal hver av dere ha et eget rom som de andre ikke bruker uten lov?': {
    text: 'Will each of you have your own room that the others do not use without permission?',
    clauseYes: 'Each of the parties has their own room, which the others do not use without consent.',
    clauseNo: 'All the rooms in the home may be used by all the parties.',
  },
  'Skal innbo som kjøpes til felles bruk, eies likt av dere?': {
    text: 'Should household contents bought for shared use be owned equally by you?',
    clauseYes: 'Household contents acquired for shared use are owned equally by the parties.',
    clauseNo: 'Household contents belong to the party who paid for them.',
  },
  'Skal den som vil flytte ut, varsle de andre minst to måneder i forveien?': {
    text: 'Should the one who wants to move out notify the others at least two months in advance?',
    clauseYes:
      'A party who wants to move out notifies the other parties in writing at least two months before moving out.',
    clauseNo:
      'A party who wants to move out notifies the other parties in writing at least one month before moving out.',
  },
  'Skal alle godkjenne en ny beboer før vedkommende flytter inn?': {
    text: 'Should everyone approve a new resident before that person moves in?',
    clauseYes: 'A new resident may only move in when all the parties have approved that person.',
    clauseNo:
      'The one who moves out may find a new resident without approval from the other parties, to the extent the tenancy agreement allows it.',
  },
  'Skal større innkjøp til boligen avtales med alle på forhånd?': {
    text: 'Should larger purchases for the home be agreed with everyone in advance?',
    clauseYes:
      'Larger purchases for the home, such as furniture and white goods, are agreed with all the parties in advance.',
    clauseNo:
      'Each of the parties may buy things for the home at their own expense without agreeing it with the others.',
  },
  'Skal fellesarealene holdes fri for personlige eiendeler?': {
    text: 'Should the common areas be kept free of personal belongings?',
    clauseYes: 'The common areas are kept free of personal belongings that are not in use.',
    clauseNo:
      'Personal belongings may be kept in the common areas as long as they do not get in the way of the others.',
  },
  'Skal den som disponerer mest plass i boligen, betale mer?': {
    text: 'Should the one who has the use of the most space in the home pay more?',
    clauseYes:
      'The party who has the use of the most space in the home pays a proportionally larger part of the housing costs.',
    clauseNo:
      'The housing costs are divided regardless of how much space each of the parties has the use of.',
  },
  'Skal skader i boligen dekkes av den som har forårsaket dem?': {
    text: 'Should damage to the home be covered by the one who caused it?',
    clauseYes: 'Damage to the home is covered by the party who caused it.',
    clauseNo: 'Damage to the home that is not covered by insurance is shared equally between the parties.',
  },
  'Skal dere ha en felles innboforsikring?': {
    text: 'Will you have a joint home contents insurance?',
    clauseYes: 'The parties take out a joint home contents insurance for the home.',
    clauseNo: 'Each of the parties is responsible for insuring their own household contents.',
  },
  'Skal utgiftene til barna deles likt mellom dere?': {
    text: 'Should the costs of the children be shared equally between you?',
    clauseYes: 'The costs of the children are shared equally between the parties.',
    clauseNo: "The costs of the children are divided in proportion to the parties' incomes.",
  },
  'Skal dere ha felles regler for barnas skjermtid?': {
    text: "Will you have common rules for the children's screen time?",
    clauseYes: "The parties follow common rules for the children's screen time.",
    clauseNo:
      "Each of the parties decides the rules for the children's screen time when the children are with them.",
  },
  'Skal barna ha faste leggetider?': {
    text: 'Should the children have fixed bedtimes?',
    clauseYes: 'The children have fixed bedtimes that the parties agree on.',
    clauseNo: "The children's bedtimes are adjusted from day to day.",
  },
  'Skal barna få ukepenger?': {
    text: 'Should the children get pocket money?',
    clauseYes:
      'The children get pocket money according to an amount and an arrangement that the parties agree on.',
    clauseNo: 'The children do not get regular pocket money.',
  },
  'Skal barna ha faste oppgaver hjemme?': {
    text: 'Should the children have regular chores at home?',
    clauseYes: 'The children have regular chores at home suited to their age.',
    clauseNo: 'The children have no regular chores at home.',
  },
  'Skal fritidsaktiviteter som koster penger, avtales mellom dere på forhånd?': {
    text: 'Should leisure activities that cost money be agreed between you in advance?',
    clauseYes:
      'Leisure activities that involve expenses are agreed between the parties before the children are signed up.',
    clauseNo:
      'Each of the parties may sign the children up for leisure activities without agreeing it with the others.',
  },
  'Skal barna få si sin mening når avtalen lages eller endres?': {
    text: 'Should the children have their say when the agreement is drawn up or changed?',
    clauseYes:
      'The children have their say when this agreement is drawn up or changed, and their views are given weight according to their age and maturity.',
    clauseNo:
      'The parties draw up this agreement between themselves and inform the children of its content in a way suited to their age.',
  },
  'Skal dere holde hverandre oppdatert om barnas skole og helse?': {
    text: "Will you keep each other updated about the children's school and health?",
    clauseYes:
      "The parties keep each other updated on an ongoing basis about matters concerning the children's school, kindergarten and health.",
    clauseNo:
      "Each of the parties obtains information about the children's school, kindergarten and health themselves.",
  },
  'Skal dere delta sammen på foreldremøter og andre arrangementer for barna?': {
    text: "Will you attend parents' meetings and other events for the children together?",
    clauseYes:
      "The parties attend parents' meetings and other important events for the children together as far as possible.",
    clauseNo:
      "The parties agree from time to time who attends parents' meetings and events for the children.",
  },
  'Skal barna kunne ha venner på overnatting uten at det er avtalt på forhånd?': {
    text: 'May the children have friends to stay overnight without it being agreed in advance?',
    clauseYes:
      'The children may have friends to stay overnight by arrangement with the party who is present.',
    clauseNo:
      'The children may only have friends to stay overnight when the parties have agreed it in advance.',
  },
  'Skal dere spare fast for barna?': {
    text: 'Will you save regularly for the children?',
    clauseYes:
      'The parties save in a joint scheme for the children, and each of them contributes a fixed monthly amount.',
    clauseNo: 'Each of the parties decides whether and how they will save for the children.',
  },
  'Skal dere bli enige om når barna skal få egen mobiltelefon?': {
    text: 'Will you agree on when the children are to get their own mobile phone?',
    clauseYes: 'The children get their own mobile phone from an age that the parties agree on.',
    clauseNo: 'The question of the children having their own mobile phone is decided when it arises.',
  },
  'Skal bilder av barna bare deles i sosiale medier når dere er enige om det?': {
    text: 'Should photos of the children be shared on social media only when you agree on it?',
    clauseYes: 'Photos of the children are shared on social media only when the parties agree on it.',
    clauseNo: 'Each of the parties decides whether they will share photos of the children on social media.',
  },
  'Skal utgifter til barnevakt deles mellom dere?': {
    text: 'Should the costs of babysitting be shared between you?',
    clauseYes: 'The costs of babysitting are shared between the parties.',
    clauseNo: 'The costs of babysitting are covered by the party who needs the babysitter.',
  },
  'Skal barna ha de samme rutinene uansett hvem av dere de er hos?': {
    text: 'Should the children have the same routines whichever of you they are with?',
    clauseYes:
      'As far as possible, the children have the same routines, regardless of which of the parties they are with.',
    clauseNo: 'Each of the parties has their own routines for the children.',
  },
  'Skal dere avtale på forhånd hvem som henter og leverer barna?': {
    text: 'Will you agree in advance who collects and drops off the children?',
    clauseYes: 'The parties agree in advance who collects and drops off the children.',
    clauseNo: 'The party who has the opportunity collects and drops off the children.',
  },
  'Skal dere eie dyret sammen?': {
    text: 'Will you own the animal together?',
    clauseYes: 'The parties own the animal together in equal shares.',
    clauseNo: 'The animal is owned by one of the parties.',
  },
  'Skal utgiftene til fôr og utstyr deles likt?': {
    text: 'Should the costs of feed and equipment be shared equally?',
    clauseYes: 'The costs of feed and equipment are shared equally between the parties.',
    clauseNo: 'The costs of feed and equipment are paid by the party the animal lives with.',
  },
  'Skal veterinærutgifter deles likt?': {
    text: 'Should veterinary costs be shared equally?',
    clauseYes: 'Veterinary costs that are not covered by insurance are shared equally between the parties.',
    clauseNo: 'Veterinary costs are covered by the party who owns the animal.',
  },
  'Skal dyret være forsikret?': {
    text: 'Should the animal be insured?',
    clauseYes: 'The animal shall be insured, and the insurance premium counts as a joint expense.',
    clauseNo: 'The animal is not insured, and the parties bear the risk of veterinary costs themselves.',
  },
  'Skal dyret bo fast hos én av dere?': {
    text: 'Should the animal live permanently with one of you?',
    clauseYes: 'The animal lives permanently with one of the parties.',
    clauseNo: 'The animal lives alternately with the parties according to a fixed plan.',
  },
  'Skal dere ha en fast plan for hvem som lufter, fôrer og steller dyret?': {
    text: 'Will you have a fixed plan for who walks, feeds and cares for the animal?',
    clauseYes: 'The parties follow a fixed plan for walking, feeding and caring for the animal.',
    clauseNo: 'The party who has the animal with them is responsible for walking, feeding and caring for it.',
  },
  'Skal de andre passe dyret når en av dere reiser bort?': {
    text: 'Should the others look after the animal when one of you goes away?',
    clauseYes:
      'When one of the parties goes away, the other parties look after the animal as far as possible.',
    clauseNo: 'When one of the parties goes away, that party pays for the animal to be looked after.',
  },
  'Skal større veterinærbehandlinger avtales med alle på forhånd?': {
    text: 'Should major veterinary treatment be agreed with everyone in advance?',
    clauseYes: 'Major veterinary treatment is agreed with all the parties in advance, except in emergencies.',
    clauseNo: 'The party who has the animal with them may decide on necessary veterinary treatment alone.',
  },
  'Skal dere følge de samme reglene for oppdragelse og trening av dyret?': {
    text: 'Will you follow the same rules for raising and training the animal?',
    clauseYes: 'The parties follow the same rules for raising and training the animal.',
    clauseNo: 'Each of the parties decides the rules for the animal when it is with them.',
  },
  'Skal dyret få være i sofaen og sengen?': {
    text: 'May the animal be on the sofa and the bed?',
    clauseYes: 'The animal may be on the sofa and the bed.',
    clauseNo: 'The animal may not be on the sofa or the bed.',
  },
  'Skal skader som dyret gjør, dekkes av den som hadde ansvaret for det da skaden skjedde?': {
    text: 'Should damage the animal causes be covered by the one who was responsible for it when the damage happened?',
    clauseYes:
      'As between the parties, damage caused by the animal is covered by the party who was responsible for the animal when the damage happened.',
    clauseNo:
      'Damage caused by the animal that is not covered by insurance is shared equally between the parties.',
  },
  'Skal dyret kastreres eller steriliseres?': {
    text: 'Should the animal be neutered or spayed?',
    clauseYes: 'The animal shall be neutered or spayed, and the cost is shared between the parties.',
    clauseNo: 'The animal shall not be neutered or spayed.',
  },
  'Skal dyret bare kunne omplasseres eller selges hvis alle er enige?': {
    text: 'Should the animal only be rehomed or sold if everyone agrees?',
    clauseYes: 'The animal may only be rehomed or sold when the parties agree on it.',
    clauseNo: 'The party who owns the animal may decide alone to rehome or sell it.',
  },
  'Skal den som har hatt hovedansvaret for dyret, beholde det hvis samarbeidet avsluttes?': {
    text: 'Should the one who has had the main responsibility for the animal keep it if the cooperation ends?',
    clauseYes:
      'If the cooperation ends, the party who has had the main responsibility for the daily care keeps the animal.',
    clauseNo:
      'If the cooperation ends, the parties decide together who is to keep the animal, giving weight to what is best for the animal.',
  },
  'Skal kurs og trening for dyret betales i fellesskap?': {
    text: 'Should courses and training for the animal be paid for jointly?',
    clauseYes:
      'The animal attends courses or training as needed, and the cost is shared between the parties.',
    clauseNo: 'Courses and training for the animal are paid for by the party who wants them.',
  },
  'Skal dyret høyst være alene hjemme fire timer om gangen?': {
    text: 'Should the animal be left home alone for no more than four hours at a time?',
    clauseYes: 'The animal shall not be left home alone for more than four hours at a time.',
    clauseNo:
      'The parties set no fixed limit on how long the animal may be home alone, but make sure that it gets the supervision it needs.',
  },
  'Skal hver av dere betale drivstoff eller lading for egne turer?': {
    text: 'Will each of you pay for fuel or charging for your own trips?',
    clauseYes: 'Each of the parties pays for fuel or charging for their own trips.',
    clauseNo: 'The costs of fuel and charging are shared equally between the parties.',
  },
  'Skal den som er på tur, selv betale bompenger, ferje og parkering?': {
    text: 'Should the one making the trip pay tolls, ferries and parking themselves?',
    clauseYes: 'Tolls, ferries and parking are paid by the party making the trip.',
    clauseNo: 'The costs of tolls, ferries and parking are shared equally between the parties.',
  },
  'Skal dere føre en logg over hvem som bruker det dere deler, og når?': {
    text: 'Will you keep a log of who uses what you share, and when?',
    clauseYes: 'The parties keep a log or logbook of who has used what they share, and when.',
    clauseNo: 'The parties keep no log of the use.',
  },
  'Skal bruken avtales i en felles kalender?': {
    text: 'Should the use be agreed in a shared calendar?',
    clauseYes: 'The use is agreed in a shared calendar, and whoever books first has priority.',
    clauseNo: 'The use is agreed from time to time.',
  },
  'Skal faste kostnader som forsikring, avgifter og service deles likt?': {
    text: 'Should fixed costs such as insurance, fees and servicing be shared equally?',
    clauseYes: 'Fixed costs such as insurance, fees and servicing are shared equally between the parties.',
    clauseNo:
      'Fixed costs such as insurance, fees and servicing are divided according to how much each of the parties uses what they share.',
  },
  'Skal den som var fører, betale egenandelen hvis det skjer en skade?': {
    text: 'Should the one who was driving pay the excess if there is damage?',
    clauseYes:
      'In the event of damage, the party who was driving or was responsible pays the excess and any loss of no-claims bonus.',
    clauseNo:
      'The excess and the loss of no-claims bonus in the event of damage are shared equally between the parties, unless the damage is due to gross negligence.',
  },
  'Skal andre enn dere få låne det dere deler?': {
    text: 'May people other than you borrow what you share?',
    clauseYes:
      'People other than the parties may borrow what the parties share when the insurance covers it, and the party who lends it out is liable to the other parties for damage.',
    clauseNo: 'Only the parties themselves may use what they share.',
  },
  'Skal det dere deler, leveres tilbake ryddet og med minst halv tank eller halvt batteri?': {
    text: 'Should what you share be returned tidied and with at least half a tank or a half-charged battery?',
    clauseYes:
      'After use, what the parties share is returned tidied and with at least half a tank or a half-charged battery.',
    clauseNo: 'The parties set no particular requirements for the condition and the fuel level on return.',
  },
  'Skal reparasjoner over et fast beløp godkjennes av alle før de utføres?': {
    text: 'Should repairs above a set amount be approved by everyone before they are carried out?',
    clauseYes:
      'Repairs above an amount that the parties set together shall be approved by all the parties before they are carried out.',
    clauseNo: 'Each of the parties may order necessary repairs without prior approval.',
  },
  'Skal den som får en bot eller et gebyr, betale det selv?': {
    text: 'Should the one who gets a fine or a charge pay it themselves?',
    clauseYes:
      'Fines, parking charges and other charges are paid by the party who was using what the parties share when the matter arose.',
    clauseNo: 'Fines, parking charges and other charges are shared equally between the parties.',
  },
  'Skal service og vedlikehold følge en fast plan?': {
    text: 'Should servicing and maintenance follow a fixed plan?',
    clauseYes:
      "Servicing and maintenance are carried out according to a fixed plan, in line with the manufacturer's recommendations.",
    clauseNo: 'Servicing and maintenance are carried out as needed.',
  },
  'Skal én av dere ha ansvaret for service, kontroller og papirarbeid?': {
    text: 'Should one of you be responsible for servicing, inspections and paperwork?',
    clauseYes: 'One of the parties is responsible for servicing, periodic inspections and paperwork.',
    clauseNo: 'The parties share responsibility for servicing, periodic inspections and paperwork.',
  },
  'Skal det dere deler, ha en fast plass når det ikke er i bruk?': {
    text: 'Should what you share have a fixed place when it is not in use?',
    clauseYes: 'What the parties share has a fixed storage or parking space when it is not in use.',
    clauseNo: 'Whoever last used what the parties share decides where it is kept.',
  },
  'Skal det dere deler, kunne brukes til lengre turer og ferier?': {
    text: 'May what you share be used for longer trips and holidays?',
    clauseYes:
      'What the parties share may be used for longer trips and holidays by arrangement well in advance.',
    clauseNo: 'What the parties share is used only for shorter trips, unless all the parties consent.',
  },
  'Skal de andre kunne kjøpe ut den som vil trekke seg ut?': {
    text: 'Should the others be able to buy out the one who wants to withdraw?',
    clauseYes:
      "A party who wants to withdraw may demand that the other parties buy that party's share at market value.",
    clauseNo:
      'If a party wants to withdraw, what the parties share is sold, and the sale proceeds are divided according to ownership share.',
  },
  'Skal det dere deler, være røykfritt?': {
    text: 'Should what you share be smoke-free?',
    clauseYes: 'Smoking is not permitted in or on what the parties share.',
    clauseNo: 'Smoking is permitted in or on what the parties share when everyone present consents.',
  },
  'Skal det være lov å ta med dyr?': {
    text: 'May animals be brought along?',
    clauseYes: 'Animals may be brought along, and whoever brings an animal sees to the cleaning afterwards.',
    clauseNo: 'Bringing animals along is not permitted.',
  },
  'Skal dere sette et felles budsjett for turen?': {
    text: 'Will you set a joint budget for the trip?',
    clauseYes: 'The parties set a joint budget for the trip before anything is booked.',
    clauseNo: 'The parties do not set a joint budget for the trip.',
  },
  'Skal reise og overnatting deles likt?': {
    text: 'Should travel and accommodation be shared equally?',
    clauseYes: 'The costs of travel and accommodation are shared equally between the parties.',
    clauseNo: 'The costs of travel and accommodation are divided according to what each of the parties uses.',
  },
  'Skal én av dere bestille og legge ut for de andre?': {
    text: 'Should one of you book and pay up front for the others?',
    clauseYes:
      'One of the parties books and pays up front, and the other parties repay their share within 14 days.',
    clauseNo: 'Each of the parties books and pays for their own part of the trip.',
  },
  'Skal dere ha en felles kasse til mat og dagligvarer?': {
    text: 'Will you have a shared kitty for food and groceries?',
    clauseYes: 'The parties pay equal amounts into a shared kitty for food and groceries.',
    clauseNo: 'Each of the parties pays for their own food and groceries.',
  },
  'Skal hver av dere betale for seg selv på restaurant?': {
    text: 'Will each of you pay for yourself at restaurants?',
    clauseYes: 'At restaurants, each of the parties pays for what they order themselves.',
    clauseNo: 'Restaurant bills are shared equally between the parties.',
  },
  'Skal alle ha gyldig reiseforsikring?': {
    text: 'Should everyone have valid travel insurance?',
    clauseYes: 'Each of the parties shall have valid travel insurance that covers the whole trip.',
    clauseNo: 'Each of the parties decides whether they want travel insurance.',
  },
  'Skal den som trekker seg, selv dekke sin andel av kostnadene som ikke kan refunderes?': {
    text: 'Should the one who pulls out cover their own share of the costs that cannot be refunded?',
    clauseYes: 'A party who pulls out covers their own share of costs that cannot be refunded.',
    clauseNo:
      'Costs that cannot be refunded when a party pulls out are shared equally between all the parties.',
  },
  'Skal aktiviteter bare betales av dem som deltar?': {
    text: 'Should activities be paid for only by those who take part?',
    clauseYes: 'Excursions and activities are paid for only by the parties who take part.',
    clauseNo: 'The costs of excursions and activities are shared equally between all the parties.',
  },
  'Skal det være greit å gjøre egne ting på deler av turen?': {
    text: 'Is it all right to do your own things for parts of the trip?',
    clauseYes: 'Each of the parties may do their own activities for parts of the trip.',
    clauseNo: 'The parties spend most of the trip together and agree on the activities jointly.',
  },
  'Skal soverom og sengeplasser fordeles ved loddtrekning?': {
    text: 'Should bedrooms and beds be allocated by drawing lots?',
    clauseYes: 'Bedrooms and beds are allocated by drawing lots.',
    clauseNo: 'Bedrooms and beds are allocated by agreement between the parties.',
  },
  'Skal de som får det beste rommet eller den beste sengen, betale mer?': {
    text: 'Should those who get the best room or the best bed pay more?',
    clauseYes:
      'The parties who get the best room or the best bed pay a proportionally larger part of the accommodation.',
    clauseNo:
      'The accommodation is shared equally, regardless of which room or bed each of the parties gets.',
  },
  'Skal det endelige regnskapet gjøres opp innen to uker etter hjemkomst?': {
    text: 'Should the final accounts be settled within two weeks of returning home?',
    clauseYes: 'The parties settle the final accounts no later than two weeks after returning home.',
    clauseNo: 'The parties settle the expenses as they go during the trip.',
  },
  'Skal alle bekrefte innen en fast frist at de blir med?': {
    text: 'Should everyone confirm by a set deadline that they are coming?',
    clauseYes:
      'Each of the parties confirms their participation by a deadline set before anything is booked.',
    clauseNo: 'The parties set no deadline for confirming participation.',
  },
  'Skal barn regnes som en halv andel når kostnadene fordeles?': {
    text: 'Should children count as half a share when the costs are divided?',
    clauseYes: 'Children under 12 count as half a share when the costs are divided.',
    clauseNo: 'Children count as a full share when the costs are divided.',
  },
  'Skal alkohol holdes utenfor de felles utgiftene?': {
    text: 'Should alcohol be kept out of the joint expenses?',
    clauseYes: 'Alcohol is kept out of the joint expenses and is paid for by each person.',
    clauseNo: 'Alcohol is included in the joint expenses and is shared equally.',
  },
  'Skal dere lage en felles reiseplan som alle er enige om før avreise?': {
    text: 'Will you make a joint travel plan that everyone agrees on before departure?',
    clauseYes: 'The parties make a joint travel plan that everyone agrees on before departure.',
    clauseNo: 'The parties plan the trip along the way.',
  },
  'Skal dere ha en fast plan for hvem som gjør hva?': {
    text: 'Will you have a fixed plan for who does what?',
    clauseYes: 'The parties follow a fixed plan that divides the tasks between them.',
    clauseNo: 'The parties divide the tasks as they go, as needed.',
  },
  'Skal oppgavene gå på rundgang mellom dere?': {
    text: 'Should the tasks rotate between you?',
    clauseYes: 'The tasks rotate between the parties.',
    clauseNo: 'Each of the parties has fixed tasks over time.',
  },
  'Skal oppgavene fordeles slik at dere bruker omtrent like mye tid?': {
    text: 'Should the tasks be divided so that you spend roughly the same amount of time on them?',
    clauseYes: 'The tasks are divided so that the parties spend roughly the same amount of time on them.',
    clauseNo: 'The tasks are divided according to how much time each of the parties has available.',
  },
  'Skal alle rydde etter seg samme dag?': {
    text: 'Should everyone tidy up after themselves on the same day?',
    clauseYes: 'All the parties tidy up after themselves on the same day.',
    clauseNo: 'Tidying is done all together on fixed days.',
  },
  'Skal dere ha en fast vaskedag hver uke?': {
    text: 'Will you have a fixed cleaning day each week?',
    clauseYes: 'The parties have a fixed cleaning day each week.',
    clauseNo: 'The parties clean as needed.',
  },
  'Skal dere kjøpe rengjøringshjelp?': {
    text: 'Will you pay for cleaning help?',
    clauseYes: 'The parties pay for cleaning help and share the cost.',
    clauseNo: 'The parties do the cleaning themselves.',
  },
  'Skal dere ta en felles storrengjøring minst én gang i året?': {
    text: 'Will you do a joint deep clean at least once a year?',
    clauseYes: 'The parties carry out a joint deep clean at least once a year.',
    clauseNo: 'The parties have no fixed deep clean.',
  },
  'Skal ansvaret for søppel og kildesortering gå på rundgang?': {
    text: 'Should responsibility for rubbish and recycling rotate?',
    clauseYes: 'Responsibility for rubbish and recycling rotates between the parties.',
    clauseNo: 'One of the parties has fixed responsibility for rubbish and recycling.',
  },
  'Skal dere bytte på å lage mat?': {
    text: 'Will you take turns cooking?',
    clauseYes: 'The parties take turns cooking according to a fixed plan.',
    clauseNo: 'The cooking is divided according to who has time.',
  },
  'Skal den som ikke har laget maten, ta oppvasken?': {
    text: 'Should the one who did not cook do the washing-up?',
    clauseYes: 'The one who did not cook does the washing-up.',
    clauseNo: 'The washing-up is divided regardless of who cooked.',
  },
  'Skal dere bruke en felles handleliste?': {
    text: 'Will you use a shared shopping list?',
    clauseYes: 'The parties use a shared shopping list for purchases.',
    clauseNo: 'Each of the parties shops at their own discretion.',
  },
  'Skal utendørsarbeid som plenklipping og snømåking fordeles mellom dere?': {
    text: 'Should outdoor work such as lawn mowing and snow clearing be divided between you?',
    clauseYes:
      'Outdoor work such as lawn mowing, gardening and snow clearing is divided between the parties.',
    clauseNo: 'Outdoor work is done by the party who has taken on responsibility for it.',
  },
  'Skal dere kunne bytte oppgaver når det passer bedre?': {
    text: 'May you swap tasks when it suits you better?',
    clauseYes: 'The parties may swap tasks with each other when the swap has been agreed in advance.',
    clauseNo: 'The tasks are done as planned, and swaps are made only in special cases.',
  },
  'Skal den som ikke gjør oppgavene sine, ta en ekstra tørn senere?': {
    text: 'Should the one who does not do their tasks take an extra turn later?',
    clauseYes:
      'A party who does not carry out their tasks makes up for what was neglected with an extra turn.',
    clauseNo:
      'There are no consequences if a party does not carry out their tasks, but the parties raise it between themselves.',
  },
  'Skal dere skrive ned hva som regnes som rent og ryddig?': {
    text: 'Will you write down what counts as clean and tidy?',
    clauseYes: 'The parties have a shared, written standard for what counts as clean and tidy.',
    clauseNo: 'Each of the parties judges for themselves when the tasks have been done well enough.',
  },
  'Skal alle bidra likt til innkjøp av vaskemidler og andre forbruksvarer?': {
    text: 'Should everyone contribute equally to buying cleaning products and other consumables?',
    clauseYes:
      'All the parties contribute equally to joint purchases of cleaning products and other consumables.',
    clauseNo: 'Whoever buys cleaning products and consumables does so at their own expense.',
  },
  'Skal hver av dere ha et tydelig ansvarsområde?': {
    text: 'Should each of you have a clear area of responsibility?',
    clauseYes:
      'Each of the parties has their own area of responsibility, and the parties allocate the areas of responsibility between themselves in writing within two weeks after this agreement has been entered into.',
    clauseNo: 'The parties share responsibility for all the tasks jointly.',
  },
  'Skal dere føre timer for arbeidet?': {
    text: 'Will you record your hours for the work?',
    clauseYes: 'The parties keep timesheets for the work they do and show them to each other every month.',
    clauseNo:
      'The parties do not keep timesheets, and none of them may demand payment for their hours beyond their share of the income.',
  },
  'Skal inntektene fordeles likt?': {
    text: 'Should the income be divided equally?',
    clauseYes: 'The income is divided equally between the parties after the expenses have been covered.',
    clauseNo:
      'The income is divided according to effort or ownership share after the expenses have been covered.',
  },
  'Skal viktige beslutninger kreve at alle er enige?': {
    text: 'Should important decisions require everyone to agree?',
    clauseYes: 'Important decisions require agreement between all the parties.',
    clauseNo: 'Important decisions are made by a simple majority.',
  },
  'Skal rettighetene til det dere lager, eies i fellesskap?': {
    text: 'Should the rights to what you create be jointly owned?',
    description: 'For example copyright in text, code, music or design.',
    clauseYes: 'The rights to what the parties create together are jointly owned.',
    clauseNo: 'Each of the parties keeps the rights to what they have created themselves.',
  },
  'Skal dere ha taushetsplikt om idéer og forretningsforhold?': {
    text: 'Will you have a duty of confidentiality about ideas and business matters?',
    clauseYes:
      'The parties have a duty of confidentiality about ideas, business matters and other confidential information, also after the cooperation has ended.',
    clauseNo: 'The parties have no particular duty of confidentiality.',
  },
  'Skal dere la være å drive konkurrerende virksomhet mens samarbeidet varer?': {
    text: 'Will you refrain from running a competing business while the cooperation lasts?',
    clauseYes:
      'For as long as the cooperation lasts, none of the parties takes part in business that competes directly with the cooperation.',
    clauseNo:
      'The parties are free to take part in other business, including business that competes with the cooperation.',
  },
  'Skal alle krediteres med navn når resultatet presenteres?': {
    text: 'Should everyone be credited by name when the result is presented?',
    clauseYes: 'All the parties are credited by name when the result is presented or published.',
    clauseNo: 'The result is presented under a joint name without the individual parties being credited.',
  },
  'Skal dere sette konkrete frister for det som skal leveres?': {
    text: 'Will you set specific deadlines for what is to be delivered?',
    clauseYes: 'The parties set specific deadlines for the deliverables and follow up the progress together.',
    clauseNo: 'The parties work without fixed deadlines.',
  },
  'Skal dere avtale hvor mange timer hver av dere skal bidra med?': {
    text: 'Will you agree on how many hours each of you is to contribute?',
    clauseYes:
      'Each of the parties contributes a number of hours per week that the parties agree in writing.',
    clauseNo: 'Each of the parties contributes as much time as they are able to.',
  },
  'Skal utgifter til utstyr og programvare deles likt?': {
    text: 'Should the costs of equipment and software be shared equally?',
    clauseYes: 'The costs of equipment and software are shared equally between the parties.',
    clauseNo: 'The costs of equipment and software are covered by the party who needs them.',
  },
  'Skal utstyr som kjøpes inn for felles penger, eies i fellesskap?': {
    text: 'Should equipment bought with joint money be jointly owned?',
    clauseYes: 'Equipment bought with joint funds is jointly owned by the parties.',
    clauseNo: 'Equipment belongs to the party who paid for it.',
  },
  'Skal dere etablere et eget selskap for samarbeidet?': {
    text: 'Will you set up a separate company for the cooperation?',
    clauseYes:
      'The parties set up a separate company for the cooperation, and this agreement applies until the company has been founded and a separate company agreement has been entered into.',
    clauseNo: 'The parties cooperate without setting up a separate company.',
  },
  'Skal dere ha en egen bankkonto for samarbeidet?': {
    text: 'Will you have a separate bank account for the cooperation?',
    clauseYes:
      'The parties open a separate bank account for the cooperation, and all income and expenses go through this account.',
    clauseNo:
      "Income and expenses are handled through the parties' private accounts, and the parties keep joint accounts.",
  },
  'Skal én av dere ha ansvaret for kontakten med kunder og samarbeidspartnere?': {
    text: 'Should one of you be responsible for contact with customers and partners?',
    clauseYes: 'One of the parties is responsible for contact with customers and external partners.',
    clauseNo: 'All the parties may have contact with customers and external partners.',
  },
  'Skal avtaler på vegne av samarbeidet kreve samtykke fra alle?': {
    text: "Should agreements on behalf of the cooperation require everyone's consent?",
    clauseYes:
      'None of the parties may enter into agreements or take on obligations on behalf of the others without their consent.',
    clauseNo:
      'Each of the parties may enter into agreements on behalf of the cooperation within limits that the parties have set together.',
  },
  'Skal den som trer ut, få kompensert verdien av sin andel?': {
    text: 'Should the one who leaves be compensated for the value of their share?',
    clauseYes:
      'A party who leaves is paid the value of their share, as set by agreement or by an independent valuer.',
    clauseNo:
      'A party who leaves gives up their share without compensation, but keeps the right to their part of the income earned before leaving.',
  },
  'Skal lånet dokumenteres med et skriftlig gjeldsbrev?': {
    text: 'Should the loan be documented with a written promissory note?',
    clauseYes: 'The loan is documented with a written promissory note signed by the parties.',
    clauseNo: 'The loan is documented by this agreement, without a separate promissory note.',
  },
  'Skal lånebeløpet overføres til låntakerens bankkonto?': {
    text: "Should the loan amount be transferred to the borrower's bank account?",
    clauseYes: "The loan amount is transferred to the borrower's bank account.",
    clauseNo:
      'The loan amount is paid out in another way, and the borrower confirms in writing that the amount has been received.',
  },
  'Skal det betales renter på lånet?': {
    text: 'Is interest to be paid on the loan?',
    clauseYes:
      'The borrower pays interest on the loan at the interest rate that the parties have agreed in writing.',
    clauseNo: 'The loan is interest-free.',
  },
  'Skal renten være fast i hele låneperioden?': {
    text: 'Is the interest rate to be fixed for the entire loan period?',
    clauseYes: 'The interest rate is fixed for the entire loan period.',
    clauseNo: 'The interest rate is variable and may be adjusted as the parties have agreed in writing.',
  },
  'Skal lånet betales ned med faste månedlige avdrag?': {
    text: 'Is the loan to be repaid in fixed monthly instalments?',
    clauseYes: 'The loan is repaid in fixed monthly instalments according to a repayment plan.',
    clauseNo: 'The loan is repaid in full on a due date that the parties set in writing.',
  },
  'Skal lånet kunne betales tilbake før tiden uten ekstra kostnader?': {
    text: 'May the loan be repaid early without extra costs?',
    clauseYes: 'The borrower may at any time repay all or part of the loan early without extra costs.',
    clauseNo: "The loan may not be repaid early without the lender's consent.",
  },
  'Skal låntakeren kunne be om betalingsutsettelse ved sykdom eller tap av jobb?': {
    text: 'May the borrower ask for a payment deferral in the event of illness or job loss?',
    clauseYes:
      'In the event of illness, unemployment or other unforeseen circumstances, the borrower may ask for a payment deferral, and the parties shall in that case negotiate in good faith on a new repayment plan.',
    clauseNo:
      "The agreed repayment applies regardless of changes in the borrower's financial situation, unless the lender consents otherwise in writing.",
  },
  'Skal hele lånet forfalle til betaling hvis flere avdrag ikke blir betalt?': {
    text: 'Should the whole loan fall due for payment if several instalments are not paid?',
    clauseYes:
      'If the borrower fails to pay three instalments in a row, the entire outstanding balance falls due for payment.',
    clauseNo: 'In the event of late payment, the parties shall first try to agree on a new repayment plan.',
  },
  'Skal låntakeren stille sikkerhet for lånet?': {
    text: 'Is the borrower to provide security for the loan?',
    clauseYes: 'The borrower provides security for the loan by way of a pledge or a guarantee.',
    clauseNo: 'The loan is made without security.',
  },
  'Skal lånet bare brukes til et bestemt formål?': {
    text: 'Should the loan be used only for a specific purpose?',
    clauseYes: 'The loan shall be used only for the purpose that the parties have agreed.',
    clauseNo: 'The borrower decides what the loan is to be used for.',
  },
  'Skal dere bekrefte restgjelden skriftlig én gang i året?': {
    text: 'Will you confirm the outstanding balance in writing once a year?',
    clauseYes: 'The parties confirm the outstanding balance in writing to each other once a year.',
    clauseNo: 'The parties prepare no annual confirmation of the outstanding balance.',
  },
  'Skal långiveren kunne ettergi hele eller deler av lånet som en gave?': {
    text: 'May the lender forgive all or part of the loan as a gift?',
    clauseYes:
      'The lender may forgive all or part of the loan as a gift, and the forgiveness is made in writing.',
    clauseNo: 'The loan shall be repaid in full and cannot be forgiven without a new written agreement.',
  },
  'Skal det påløpe forsinkelsesrente ved for sen betaling?': {
    text: 'Should default interest accrue on late payment?',
    clauseYes:
      'On late payment, default interest accrues under the Late Payment Interest Act (forsinkelsesrenteloven).',
    clauseNo: 'No default interest accrues on late payment.',
  },
  'Skal avdragene betales med en fast, automatisk overføring?': {
    text: 'Should the instalments be paid by a fixed, automatic transfer?',
    clauseYes:
      "The instalments are paid by a fixed, automatic transfer from the borrower's account on a fixed date each month.",
    clauseNo: 'The borrower pays the instalments manually by the due date.',
  },
  'Skal långiverens øvrige arvinger informeres om lånet?': {
    text: "Should the lender's other heirs be informed about the loan?",
    clauseYes: "The lender's other lineal descendants are informed in writing about the loan and its terms.",
    clauseNo: 'The parties have no duty to inform other family members about the loan.',
  },
  'Skal dere eie det dere kjøper sammen, med like store andeler?': {
    text: 'Will you own what you buy together in equal shares?',
    description: 'Anything you do not agree on yourselves is governed by the Co-ownership Act (sameieloven).',
    clauseYes: 'The parties own what they have bought together in co-ownership in equal shares.',
    clauseNo:
      'The parties own what they have bought together in co-ownership in shares corresponding to what each of them has paid.',
  },
  'Skal det dokumenteres skriftlig hva hver av dere har betalt?': {
    text: 'Should what each of you has paid be documented in writing?',
    clauseYes:
      'What each of the parties has paid is documented with receipts that each of the parties keeps.',
    clauseNo: 'The parties rely on the ownership set out in this agreement, without further documentation.',
  },
  'Skal kostnader til vedlikehold og reparasjoner fordeles etter eierandel?': {
    text: 'Should the costs of maintenance and repairs be divided according to ownership share?',
    clauseYes: 'The costs of maintenance and repairs are divided according to ownership share.',
    clauseNo: 'The costs of maintenance and repairs are shared equally between the parties.',
  },
  'Skal det dere eier sammen, være forsikret?': {
    text: 'Should what you own together be insured?',
    clauseYes:
      'What the parties own together is insured, and the premium is divided according to ownership share.',
    clauseNo:
      'The parties do not insure what they own together, and bear the risk of loss and damage themselves.',
  },
  'Skal det dere eier sammen, kunne lånes eller leies ut til andre?': {
    text: 'May what you own together be lent or rented out to others?',
    clauseYes:
      'What the parties own together may be lent or rented out to others when all the parties have consented.',
    clauseNo: 'What the parties own together is not lent or rented out to others.',
  },
  'Skal eventuelle leieinntekter fordeles etter eierandel?': {
    text: 'Should any rental income be divided according to ownership share?',
    clauseYes: 'Any rental income is divided according to ownership share.',
    clauseNo: 'Any rental income is used for maintenance and joint expenses.',
  },
  'Skal større forbedringer og investeringer kreve at alle er enige?': {
    text: 'Should larger improvements and investments require everyone to agree?',
    clauseYes:
      'Improvements and investments that go beyond ordinary maintenance require agreement between all the parties.',
    clauseNo:
      'Improvements and investments may be decided by a majority according to ownership share, to the extent the Co-ownership Act (sameieloven) permits.',
  },
  'Skal de andre ha forkjøpsrett hvis en av dere vil selge sin andel?': {
    text: 'Should the others have a right of pre-emption if one of you wants to sell their share?',
    clauseYes:
      'A party who wants to sell their share shall first offer it to the other parties at market value.',
    clauseNo:
      'The parties agree on no separate right of pre-emption, and sales of shares follow the rules of the Co-ownership Act (sameieloven).',
  },
  'Skal verdien fastsettes av en uavhengig takstmann hvis dere ikke blir enige?': {
    text: 'Should the value be set by an independent valuer if you cannot agree?',
    clauseYes:
      'If the parties cannot agree on the market value, it is set by an independent valuer whom the parties choose together.',
    clauseNo:
      'If the parties cannot agree on the market value, it is set as the average of the valuations that each of the parties obtains.',
  },
  'Skal bruken av det dere eier sammen, fordeles etter en fast plan?': {
    text: 'Should the use of what you own together be divided according to a fixed plan?',
    clauseYes: 'The use of what the parties own together is divided according to a fixed plan.',
    clauseNo: 'The use of what the parties own together is agreed from time to time.',
  },
  'Skal de andre kunne løse ut en andel som går i arv?': {
    text: 'Should the others be able to buy out a share that passes by inheritance?',
    clauseYes:
      'If a share passes by inheritance, the other parties have the right to buy out the share at market value.',
    clauseNo:
      'If a share passes by inheritance, the heirs take over the share with the same rights and obligations as under this agreement.',
  },
  'Skal ingen av dere kunne kreve salg de første fem årene?': {
    text: 'Should none of you be able to demand a sale during the first five years?',
    clauseYes:
      'None of the parties may demand that what they own together be sold as a whole during the first five years after this agreement has been entered into.',
    clauseNo:
      'Each of the parties may demand that the co-ownership be dissolved under the rules of the Co-ownership Act (sameieloven).',
  },
  'Skal dere føre en liste over det dere eier sammen?': {
    text: 'Will you keep a list of what you own together?',
    clauseYes:
      'The parties keep an up-to-date written list of the belongings they own together, and each of the parties has a copy.',
    clauseNo: 'The parties keep no separate list of the belongings they own together.',
  },
  'Skal skader som skyldes uforsiktig bruk, dekkes av den som forårsaket dem?': {
    text: 'Should damage caused by careless use be covered by the one who caused it?',
    clauseYes: 'Damage caused by careless use is covered by the party who caused it.',
    clauseNo:
      'Damage that is not covered by insurance is divided according to ownership share, regardless of who caused it.',
  },
  'Skal dere ha felles regler for bruk og oppbevaring?': {
    text: 'Will you have common rules for use and storage?',
    clauseYes: 'The parties follow common rules for the use, cleaning and storage of what they own together.',
    clauseNo:
      'Each of the parties uses and stores what the parties own together at their own discretion and with reasonable care.',
  },
  'Skal det dere eier sammen, selges hvis samarbeidet avsluttes?': {
    text: 'Should what you own together be sold if the cooperation ends?',
    clauseYes:
      'If the cooperation ends, what the parties own together is sold, and the sale proceeds are divided according to ownership share.',
    clauseNo:
      'If the cooperation ends, one of the parties may take over what the parties own together by buying out the others at market value.',
  },
  'Skal dere sette et samlet budsjett for arrangementet?': {
    text: 'Will you set an overall budget for the event?',
    clauseYes:
      'The parties set an overall budget for the event, and the budget may only be exceeded when all the parties consent.',
    clauseNo: 'The parties do not set an overall budget for the event.',
  },
  'Skal kostnadene ved arrangementet deles likt?': {
    text: 'Should the costs of the event be shared equally?',
    clauseYes: 'The costs of the event are shared equally between the parties.',
    clauseNo: 'The costs of the event are divided according to how many guests each of the parties invites.',
  },
  'Skal hver av dere kunne invitere like mange gjester?': {
    text: 'May each of you invite the same number of guests?',
    clauseYes: 'Each of the parties may invite the same number of guests.',
    clauseNo: 'The guest list is drawn up together without fixed quotas.',
  },
  'Skal barn inviteres til arrangementet?': {
    text: 'Will children be invited to the event?',
    clauseYes: 'Children are invited to the event.',
    clauseNo: 'The event is for adults only.',
  },
  'Skal alkohol til gjestene dekkes av budsjettet?': {
    text: 'Should alcohol for the guests be covered by the budget?',
    clauseYes: 'Alcohol for the guests is covered within the budget.',
    clauseNo: 'The parties do not pay for alcohol, and the guests buy what they want themselves.',
  },
  'Skal bestillinger over et fast beløp godkjennes av alle?': {
    text: 'Should orders above a set amount be approved by everyone?',
    clauseYes:
      'Orders and agreements above an amount that the parties set together shall be approved by all the parties before they are made.',
    clauseNo:
      'Whoever is responsible for a part of the event may enter into agreements within the budget without prior approval.',
  },
  'Skal kostnader ved en avlysning deles på samme måte som de andre kostnadene?': {
    text: 'Should the costs of a cancellation be shared in the same way as the other costs?',
    clauseYes:
      'If the event is cancelled, costs that cannot be refunded are shared in the same way as the other costs.',
    clauseNo:
      'If the event is cancelled, each of the parties covers the costs they have incurred themselves.',
  },
  'Skal pengegaver brukes til å dekke kostnadene?': {
    text: 'Should gifts of money be used to cover the costs?',
    clauseYes: 'Gifts of money are used first to cover the costs of the event.',
    clauseNo: 'Gifts of money go to the person or persons the event is held for.',
  },
  'Skal venner og familie hjelpe til i stedet for innleid personale?': {
    text: 'Should friends and family help instead of hired staff?',
    clauseYes:
      'The parties use friends and family as volunteer helpers for serving, decorating and clearing up.',
    clauseNo: 'The parties hire staff for serving, decorating and clearing up.',
  },
  'Skal én av dere føre regnskap og legge det fram etter arrangementet?': {
    text: 'Should one of you keep the accounts and present them after the event?',
    clauseYes:
      'One of the parties keeps accounts of all income and expenses and presents them to the other parties no later than one month after the event.',
    clauseNo:
      'The parties keep no separate accounts for the event, but each of them presents receipts for their expenses when the costs are settled.',
  },
  'Skal hver av dere ha ansvaret for en bestemt del av planleggingen?': {
    text: 'Should each of you be responsible for a specific part of the planning?',
    clauseYes:
      'Each of the parties is responsible for a specific part of the planning, as set out in a separate task list.',
    clauseNo: 'The parties plan all parts of the event together.',
  },
  'Skal dere leie lokale?': {
    text: 'Will you rent a venue?',
    clauseYes: 'The parties rent a venue for the event and share the rent equally.',
    clauseNo: 'The event is held at the home of one of the parties or at another place without rental costs.',
  },
  'Skal maten bestilles fra et cateringfirma i stedet for at dere lager den selv?': {
    text: 'Should the food be ordered from a caterer instead of your making it yourselves?',
    clauseYes: 'The food for the event is ordered from a caterer.',
    clauseNo: 'The parties make the food for the event themselves.',
  },
  'Skal alle være med og rydde etter arrangementet?': {
    text: 'Should everyone take part in clearing up after the event?',
    clauseYes: 'All the parties take part in clearing up after the event.',
    clauseNo: 'Clearing up after the event is outsourced or done by those who have taken on the task.',
  },
  'Skal et eventuelt overskudd fordeles etter hva hver av dere har bidratt med?': {
    text: 'Should any surplus be divided according to what each of you has contributed?',
    clauseYes: 'Any surplus is divided between the parties according to what each of them has contributed.',
    clauseNo: 'Any surplus goes to the person or persons the event is held for.',
  },
  'Skal bilder fra arrangementet kunne deles i sosiale medier?': {
    text: 'May photos from the event be shared on social media?',
    clauseYes:
      'Photos from the event may be shared on social media, but only with the consent of those pictured.',
    clauseNo: 'Photos from the event are not shared on social media.',
  },
  'Skal dere spleise på en felles gave?': {
    text: 'Will you club together for a joint gift?',
    clauseYes: 'The parties club together for a joint gift, and the cost is shared equally.',
    clauseNo: 'Each of the parties buys their own gift.',
  },
  'Skal dere ha et fast møte for å gå gjennom avtalen?': {
    text: 'Will you have a regular meeting to go through the agreement?',
    clauseYes: 'The parties meet regularly at a fixed meeting to go through this agreement.',
    clauseNo: 'The parties go through this agreement as needed.',
  },
  'Skal avtalen gjennomgås minst én gang i året?': {
    text: 'Should the agreement be reviewed at least once a year?',
    clauseYes: 'The parties review this agreement at least once a year and update it as needed.',
    clauseNo: 'This agreement applies unchanged until one of the parties asks for a review.',
  },
  'Skal dere bruke en felles chat eller gruppe for beskjeder som gjelder avtalen?': {
    text: 'Will you use a shared chat or group for messages about the agreement?',
    clauseYes: 'The parties use a shared chat or group for messages concerning this agreement.',
    clauseNo: 'The parties send each other messages directly, without a shared chat or group.',
  },
  'Skal beskjeder som gjelder avtalen, besvares innen 48 timer?': {
    text: 'Should messages about the agreement be answered within 48 hours?',
    clauseYes: 'Messages concerning this agreement are answered within 48 hours.',
    clauseNo: 'The parties have no fixed deadline for answering messages concerning this agreement.',
  },
  'Skal uenigheter tas opp direkte med den det gjelder?': {
    text: 'Should disagreements be raised directly with the person concerned?',
    clauseYes: 'Disagreements are raised directly with the person or persons concerned, as soon as possible.',
    clauseNo: 'Disagreements are raised all together at the next joint meeting.',
  },
  'Skal dere søke hjelp hos en nøytral tredjepart hvis dere ikke blir enige?': {
    text: 'Will you seek help from a neutral third party if you cannot agree?',
    clauseYes:
      'If the parties cannot agree, they seek help from a neutral third party, for example a mediator or the National Mediation Service (konfliktrådet).',
    clauseNo:
      'If the parties cannot agree, each of them may take the matter further without first trying mediation.',
  },
  'Skal alle få si sin mening før beslutninger tas?': {
    text: 'Should everyone have their say before decisions are made?',
    clauseYes: 'All the parties shall have their say before decisions concerning this agreement are made.',
    clauseNo: "Decisions within a party's area of responsibility may be made by that party alone.",
  },
  'Skal beslutninger dere tar sammen, skrives ned?': {
    text: 'Should decisions you make together be written down?',
    clauseYes:
      'Decisions that the parties make together are written down and made available to all the parties.',
    clauseNo: 'The parties do not write down decisions they make together.',
  },
  'Skal dere varsle hverandre i god tid om endringer som kan påvirke avtalen?': {
    text: 'Will you notify each other in good time of changes that may affect the agreement?',
    clauseYes: 'The parties notify each other in good time of changes that may affect this agreement.',
    clauseNo:
      'The parties have no particular duty to notify each other of changes that may affect this agreement.',
  },
  'Skal dokumenter som gjelder avtalen, lagres på et felles sted?': {
    text: 'Should documents concerning the agreement be stored in a shared place?',
    clauseYes:
      'Documents, receipts and agreements concerning the cooperation are stored in a shared place that all the parties have access to.',
    clauseNo: 'Each of the parties keeps the documents they have.',
  },
  'Skal én av dere ha hovedansvaret for å følge opp avtalen?': {
    text: 'Should one of you have the main responsibility for following up the agreement?',
    clauseYes:
      'One of the parties has the main responsibility for following up this agreement and calling meetings.',
    clauseNo: 'All the parties share responsibility for following up this agreement.',
  },
  'Skal det dere drøfter om avtalen, holdes mellom dere?': {
    text: 'Should what you discuss about the agreement be kept between you?',
    clauseYes: 'What the parties discuss between themselves about this agreement is treated as confidential.',
    clauseNo:
      'The parties have no particular duty to treat the discussions about this agreement as confidential.',
  },
  'Skal avtalen først gjelde for en prøveperiode på tre måneder?': {
    text: 'Should the agreement first apply for a trial period of three months?',
    clauseYes:
      'This agreement first applies for a trial period of three months, and the parties evaluate it at the end of the period.',
    clauseNo: 'This agreement applies from the time it is entered into, without any trial period.',
  },
  'Skal alle ha innsyn i regnskap og dokumentasjon som gjelder avtalen?': {
    text: 'Should everyone have access to the accounts and documentation concerning the agreement?',
    clauseYes:
      'All the parties have full access to the accounts and documentation concerning this agreement.',
    clauseNo: 'Access to the accounts and documentation is given on request.',
  },
  'Skal dere ringe hverandre når noe haster?': {
    text: 'Will you phone each other when something is urgent?',
    clauseYes: 'The parties phone each other when something is urgent, and otherwise use written messages.',
    clauseNo: 'The parties use the same channels for all messages, however urgent they are.',
  },
  'Skal dere prøve å løse uenigheter dere imellom før dere involverer andre?': {
    text: 'Will you try to resolve disagreements between yourselves before involving others?',
    clauseYes: 'The parties try to resolve disagreements between themselves before they involve others.',
    clauseNo: 'Each of the parties is free to seek advice from others in the event of disagreement.',
  },
  'Skal avtalen kunne sies opp med én måneds varsel?': {
    text: "May the agreement be terminated with one month's notice?",
    clauseYes: "Each of the parties may terminate this agreement in writing with one month's notice.",
    clauseNo: 'This agreement may not be terminated with shorter notice than three months.',
  },
  'Skal avtalen gjelde for en bestemt periode?': {
    text: 'Should the agreement apply for a fixed period?',
    clauseYes:
      'This agreement applies for a fixed period that the parties set in writing, and it ends at the end of the period unless it is extended.',
    clauseNo: 'This agreement applies until further notice.',
  },
  'Skal avtalen fornyes automatisk hvis ingen sier den opp?': {
    text: 'Should the agreement be renewed automatically if no one terminates it?',
    clauseYes:
      'This agreement is renewed automatically for one year at a time if none of the parties terminates it.',
    clauseNo: 'This agreement is not renewed automatically.',
  },
  'Skal en oppsigelse av avtalen skje skriftlig?': {
    text: 'Should notice of termination of the agreement be given in writing?',
    clauseYes: 'Notice of termination of this agreement shall be given in writing.',
    clauseNo: 'Notice of termination of this agreement may be given either orally or in writing.',
  },
  'Skal alle økonomiske mellomværender gjøres opp innen 30 dager etter at avtalen er avsluttet?': {
    text: 'Should all financial balances be settled within 30 days after the agreement has ended?',
    clauseYes:
      'When this agreement ends, all financial balances between the parties are settled within 30 days.',
    clauseNo: 'When this agreement ends, financial balances are settled as they become known.',
  },
  'Skal den som avslutter avtalen, dekke kostnadene som følger av det?': {
    text: 'Should the one who ends the agreement cover the costs that result from it?',
    clauseYes: 'The party who ends this agreement covers the costs that ending it entails.',
    clauseNo: 'Costs that result from this agreement being ended are shared equally between the parties.',
  },
  'Skal avtalen kunne avsluttes umiddelbart ved vesentlig brudd?': {
    text: 'May the agreement be ended immediately in the event of a material breach?',
    clauseYes:
      'In the event of a material breach of this agreement, the other parties may end it with immediate effect.',
    clauseNo: 'The ordinary notice period applies also in the event of a breach of this agreement.',
  },
  'Skal avtalen fortsette mellom de andre hvis én av dere trekker seg ut?': {
    text: 'Should the agreement continue between the others if one of you withdraws?',
    clauseYes: 'If one of the parties withdraws, this agreement continues to apply to the other parties.',
    clauseNo: 'If one of the parties withdraws, this agreement ends for all the parties.',
  },
  'Skal felles eiendeler fordeles etter eierandel når avtalen avsluttes?': {
    text: 'Should jointly owned belongings be divided according to ownership share when the agreement ends?',
    clauseYes: 'When this agreement ends, jointly owned belongings are divided according to ownership share.',
    clauseNo: 'When this agreement ends, jointly owned belongings are divided equally between the parties.',
  },
  'Skal felles eiendeler selges hvis dere ikke blir enige om hvem som skal overta dem?': {
    text: 'Should jointly owned belongings be sold if you cannot agree on who is to take them over?',
    clauseYes:
      'If the parties cannot agree on who is to take over jointly owned belongings, they are sold, and the sale proceeds are divided according to ownership share.',
    clauseNo:
      'If the parties cannot agree on who is to take over jointly owned belongings, the matter is decided by drawing lots, and the party who takes over buys out the others.',
  },
  'Skal dere forsøke mekling før avtalen avsluttes på grunn av uenighet?': {
    text: 'Will you try mediation before the agreement is ended because of disagreement?',
    clauseYes: 'Before this agreement is ended because of disagreement, the parties shall try mediation.',
    clauseNo: 'This agreement may be ended because of disagreement without prior mediation.',
  },
  'Skal dere ha en avslutningssamtale når avtalen opphører?': {
    text: 'Will you have a closing conversation when the agreement ends?',
    clauseYes:
      'When this agreement ends, the parties hold a closing conversation to ensure an orderly settlement.',
    clauseNo: 'The parties hold no separate closing conversation when this agreement ends.',
  },
  'Skal avtalen opphøre automatisk hvis formålet med den faller bort?': {
    text: 'Should the agreement end automatically if its purpose ceases to exist?',
    clauseYes: 'This agreement ends automatically if its purpose ceases to exist.',
    clauseNo: 'This agreement applies until it is terminated, even if its purpose ceases to exist.',
  },
  'Skal nøkler, utstyr og andre eiendeler leveres tilbake når avtalen avsluttes?': {
    text: 'Should keys, equipment and other belongings be returned when the agreement ends?',
    clauseYes:
      'When this agreement ends, the parties return keys, equipment and other belongings that belong to the others.',
    clauseNo:
      'When this agreement ends, each of the parties keeps what is in their possession, unless otherwise agreed.',
  },
  'Skal den som trekker seg ut, fortsatt svare for forpliktelser fra tiden vedkommende var med?': {
    text: 'Should the one who withdraws remain liable for obligations from the time they took part?',
    clauseYes:
      'A party who withdraws remains liable for their share of obligations entered into while that party was a party to this agreement.',
    clauseNo:
      'A party who withdraws is released from all obligations under this agreement from the time the withdrawal takes effect.',
  },
  'Skal avtalen opphøre hvis en av dere dør?': {
    text: 'Should the agreement end if one of you dies?',
    clauseYes:
      'If one of the parties dies, this agreement ends, and the balance is settled with the estate of the deceased.',
    clauseNo:
      'If one of the parties dies, this agreement continues to apply to the other parties, and the balance with the estate of the deceased is settled according to the rules of this agreement.',
  },
};
