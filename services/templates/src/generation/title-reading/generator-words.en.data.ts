import type { GeneratorWords } from './template-translation.types';

/** The generator's object templates and surrounding words in English (template-translation.types.ts). */
export const GENERATOR_WORDS_EN: GeneratorWords = {
  objectTemplates: {
    'Hvilket dyr gjelder avtalen?': {
      text: 'Which animal does the agreement concern?',
      description: 'Write the species, breed and name, and the ID number (microchip) if the animal has one.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Hvor skal {objektet} bo?': {
      text: 'Where should {objektet} live?',
      options: [
        {
          text: 'Permanently with one of us',
          clause:
            'The party named in this agreement has {objektet} living with them permanently, and the other parties may have {objektet} with them by arrangement with that party.',
        },
        {
          text: 'In turns, one week with each',
          clause:
            'The parties have {objektet} with them in turns, one week at a time, and change over as this agreement provides, or on Fridays if it says nothing about this.',
        },
        {
          text: 'We agree case by case',
          clause: 'The parties agree case by case which of them has {objektet} with them.',
        },
      ],
    },
    'Hvem av dere skal ha {objektet} fast hos seg?': {
      text: 'Which of you should have {objektet} living with you permanently?',
      clauseTemplate: '{{svar}} has {objektet} living with them permanently.',
    },
    'Når og hvor skal dere bytte?': {
      text: 'When and where should you change over?',
      description: 'For example: Friday at 17:00, and whoever has had the animal delivers it.',
      clauseTemplate: 'The parties change over as follows: {{svar}}.',
    },
    'Skal den som har {objektet} hos seg, betale fôr og de daglige utgiftene for den tiden?': {
      text: 'Should whoever has {objektet} with them pay for feed and the day-to-day expenses for that period?',
      clauseYes:
        'Whichever of the parties has {objektet} with them pays for feed and the day-to-day expenses for that period, while veterinary costs, insurance and other major expenses are shared in the same way as the other shared costs.',
      clauseNo:
        'Feed and the day-to-day expenses for {objektet} are shared in the same way as the other shared costs, regardless of which of the parties has {objektet} with them.',
    },
    'Hva skal skje hvis en av dere flytter så langt at ordningen ikke går lenger?': {
      text: 'What should happen if one of you moves so far away that the arrangement no longer works?',
      options: [
        {
          text: 'We make a new arrangement together',
          clause:
            'If one of the parties moves so far away that the arrangement for {objektet} can no longer be followed, the parties will make a new written arrangement, and until it is in place, {objektet} will live with the party who is not moving.',
        },
        {
          text: 'The one who moves gives up their share',
          clause:
            'If one of the parties moves so far away that the arrangement for {objektet} can no longer be followed, the other parties take over the share of the party who moves, against payment of what the share is worth at that time, unless the parties agree otherwise.',
        },
      ],
    },
    'Skal {eieren} betale fôr, utstyr og veterinærutgifter?': {
      text: 'Should {eieren} pay for feed, equipment and veterinary costs?',
      clauseYes:
        '{Eieren} pays for feed, equipment and veterinary costs for vaccinations, check-ups and illness.',
      clauseNo:
        '{Brukeren} pays for feed, equipment and veterinary costs for vaccinations, check-ups and illness for as long as this agreement applies.',
    },
    'Skal {objektet} bli på sitt vanlige sted mens avtalen gjelder?': {
      text: 'Should {objektet} stay in the usual place while this agreement applies?',
      clauseYes:
        'While this agreement applies, {objektet} must stay in the usual place and must not be moved without the consent of whoever owns {objektet}.',
      clauseNo:
        'While this agreement applies, {objektet} may stay with the party who does not own {objektet}.',
    },
    'Skal veterinærbehandling som koster mer enn 3 000 kroner, avtales med alle på forhånd?': {
      text: 'Should veterinary treatment costing more than NOK 3,000 be agreed with everyone in advance?',
      clauseYes:
        'Veterinary treatment of {objektet} costing more than NOK 3,000 must be agreed with all the parties in advance, except when it is urgent for the sake of {objektet}.',
      clauseNo:
        'Whichever of the parties has {objektet} with them when the treatment is needed may decide on veterinary treatment of {objektet} alone, even when the treatment costs more than NOK 3,000.',
    },
    'Skal den som har {objektet} hos seg, dekke skade {objektet} gjør på andre mens avtalen gjelder?': {
      text: 'Should whoever has {objektet} with them cover damage caused by {objektet} to others while this agreement applies?',
      description:
        'As against the person who suffers the damage, both the owner and whoever has the animal with them may be liable (the Damages Act (skadeserstatningsloven) § 1-5). The question is which of you is to bear the cost.',
      clauseYes:
        'As between the parties, damage caused by {objektet} to other people or to the property of others during any stay of {objektet} with a party who does not own {objektet} is covered by whoever has {objektet} with them, to the extent that the damage is not covered by insurance.',
      clauseNo:
        'As between the parties, damage caused by {objektet} to other people or to the property of others while this agreement applies is covered by whoever owns {objektet}, to the extent that the damage is not covered by insurance, except damage resulting from carelessness on the part of whoever has {objektet} with them.',
    },
    'Skal den som eier {objektet}, holde {objektet} forsikret mens avtalen gjelder?': {
      text: 'Should whoever owns {objektet} keep {objektet} insured while this agreement applies?',
      clauseYes:
        'Whoever owns {objektet} must keep {objektet} insured while this agreement applies and must ensure that the insurance also applies when others are responsible for {objektet}.',
      clauseNo:
        'Whoever owns {objektet} is under no obligation to keep {objektet} insured while this agreement applies.',
    },
    'Skal {objektet} til helsesjekk hos veterinær før overtakelsen?': {
      text: 'Should {objektet} have a health check at a vet before the handover?',
      clauseYes:
        'Whoever owns {objektet} must arrange a health check of {objektet} at a vet before the handover, and all the parties receive a copy of the veterinary certificate.',
      clauseNo: 'The handover takes place without a new health check of {objektet} at a vet.',
    },
    'Hvilket kjøretøy gjelder avtalen?': {
      text: 'Which vehicle does the agreement concern?',
      description:
        'Write the make and model, and the registration number or frame number if the vehicle has one.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal den som bruker {objektet}, betale utgiftene ved egen bruk?': {
      text: 'Should whoever uses {objektet} pay the expenses of their own use?',
      description: 'For example fuel or charging, road tolls, ferries and parking, where relevant.',
      clauseYes:
        'Whoever uses {objektet} pays the expenses of their own use, such as fuel or charging, road tolls, ferries and parking where relevant.',
      clauseNo:
        'The expenses of using {objektet}, such as fuel or charging, road tolls, ferries and parking where relevant, are shared in the same way as the other shared costs, regardless of which of the parties uses {objektet}.',
    },
    'Skal {objektet} være forsikret mot skade og tap?': {
      text: 'Should {objektet} be insured against damage and loss?',
      description:
        'A motor vehicle that is or is to be registered must always have third-party liability insurance (the Motor Vehicle Liability Act (bilansvarslova) § 15). The question concerns insurance beyond that, such as comprehensive or partial comprehensive insurance.',
      clauseYes:
        'The parties keep {objektet} insured against damage and loss, for a motor vehicle with comprehensive or partial comprehensive insurance, and the insurance is a shared cost.',
      clauseNo:
        'The parties do not insure {objektet} against damage and loss, but if {objektet} is a motor vehicle that is or is to be registered, {objektet} must at all times have the third-party liability insurance required by law, and that insurance is a shared cost.',
    },
    'Skal {brukeren} betale egenandelen hvis en forsikring må brukes etter en skade?': {
      text: 'Should {brukeren} pay the excess if an insurance claim has to be made after damage?',
      clauseYes:
        'If an insurance claim has to be made after damage to or involving {objektet} while this agreement applies, {brukeren} pays the excess and any loss of no-claims bonus, regardless of who is to blame for the damage, and this takes precedence over anything else this agreement says about compensation for damage.',
      clauseNo:
        'If an insurance claim has to be made after damage to or involving {objektet} while this agreement applies, {eieren} pays the excess and any loss of no-claims bonus, and this takes precedence over anything else this agreement says about compensation for damage.',
    },
    'Skal den som brukte {objektet}, betale bøter og gebyrer for bruken?': {
      text: 'Should whoever used {objektet} pay fines and charges arising from the use?',
      clauseYes:
        'Fines and charges arising from the use of {objektet}, such as speeding fines and parking charges, are paid by whoever was using {objektet} when the incident occurred.',
      clauseNo:
        'Charges sent to the owner of {objektet} are paid by the person or persons who own {objektet}, while fines imposed on whoever was using {objektet} are paid by the person who received the fine.',
    },
    'Skal andre enn dere kunne bruke {objektet}?': {
      text: 'Should people other than you be able to use {objektet}?',
      clauseYes:
        'The parties may let others use {objektet}, and whichever of the parties gives permission must ensure that the person using {objektet} holds a driving licence where one is required, and is liable to the other parties for that use.',
      clauseNo: 'Only the parties themselves may use {objektet}.',
    },
    'Skal {objektet} ha fått service, og eventuell EU-kontroll, før {objektet} overleveres?': {
      text: 'Should {objektet} have been serviced, and have passed any roadworthiness test (EU control), before {objektet} is handed over?',
      clauseYes:
        'Whoever owns {objektet} must ensure that {objektet} has been serviced, and that any required roadworthiness test (EU control) has been carried out and passed, before {objektet} is handed over.',
      clauseNo:
        'There is no requirement for servicing or a roadworthiness test (EU control) to be carried out before {objektet} is handed over.',
    },
    'Hvilken båt gjelder avtalen?': {
      text: 'Which boat does the agreement concern?',
      description:
        'Write the type, make and model, the name and the registration number if the boat has them, and the engine.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal den som bruker {objektet}, ha ansvaret for fortøyningen?': {
      text: 'Should whoever uses {objektet} be responsible for the mooring?',
      clauseYes:
        'Whoever has used {objektet} must moor {objektet} securely at the regular berth after each trip and check the mooring when bad weather is forecast.',
      clauseNo:
        'The owner or owners of {objektet} are responsible for the mooring and for checking {objektet} when bad weather is forecast.',
    },
    'Skal den som eier {objektet}, sørge for redningsvester og sikkerhetsutstyr om bord?': {
      text: 'Should whoever owns {objektet} provide life jackets and safety equipment on board?',
      clauseYes:
        'The owner or owners of {objektet} must provide life jackets for everyone on board and other safety equipment, and whoever uses {objektet} must check the equipment before each trip.',
      clauseNo:
        'Whoever uses {objektet} must bring life jackets for everyone on board and any other safety equipment needed for the trip.',
    },
    'Skal {objektet} tas på land og lagres om vinteren?': {
      text: 'Should {objektet} be taken ashore and stored over the winter?',
      clauseYes:
        'In winter, {objektet} must be taken ashore and stored under a roof or a tarpaulin, and the cost of lifting out and storage is a shared cost.',
      clauseNo:
        'In winter, {objektet} will remain at the summer berth, and the parties take turns to check {objektet} at least once a month.',
    },
    'Skal {brukeren} betale egenandelen hvis forsikringen på {objektet} må brukes?': {
      text: 'Should {brukeren} pay the excess if a claim has to be made on the insurance for {objektet}?',
      clauseYes:
        'If a claim has to be made on the insurance for {objektet} after damage while this agreement applies, {brukeren} pays the excess, regardless of who is to blame for the damage, and this takes precedence over anything else this agreement says about compensation for damage.',
      clauseNo:
        'If a claim has to be made on the insurance for {objektet} after damage while this agreement applies, {eieren} pays the excess, and this takes precedence over anything else this agreement says about compensation for damage.',
    },
    'Skal dere kunne låne ut {objektet} til andre?': {
      text: 'Should you be able to lend {objektet} to others?',
      clauseYes:
        'The parties may lend {objektet} to others, and whichever of the parties lends {objektet} out is liable to the other parties for that use.',
      clauseNo: 'People other than the parties may use {objektet} only when one of the parties is on board.',
    },
    'Hvilken eiendom eller bolig gjelder avtalen?': {
      text: 'Which property or home does the agreement concern?',
      description:
        'Write the address, the cadastral unit number (gnr.) and property unit number (bnr.), and the section number or which part of the property it concerns.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Hva skal leietakeren bruke {objektet} til?': {
      text: 'What will the tenant use {objektet} for?',
      description:
        'The rental of a home is governed by the Tenancy Act (husleieloven), which cannot be departed from to the detriment of the tenant. Rentals for holidays and leisure are exempt from the Act.',
      section: 'Background',
      options: [
        {
          text: 'As a home',
          clause:
            "The tenant rents {objektet} as a home, and the tenancy is governed by the Tenancy Act (husleieloven), which cannot be departed from to the detriment of the tenant: a deposit may be at most six months' rent and must, before the handover, be placed in a separate account in the tenant's name, the cost of which is paid by the landlord and which none of the parties may dispose of alone while the tenancy lasts, a fixed lease term that does not meet the conditions of the Act makes the lease one for an indefinite period, and notice of termination from the landlord must be in writing and state the reasons (husleieloven §§ 1-2, 3-5, 9-3 and 9-7).",
        },
        {
          text: 'For holidays and leisure',
          clause:
            'The tenant rents {objektet} for holiday and leisure use, to which the Tenancy Act (husleieloven) does not apply (husleieloven § 1-1).',
        },
        {
          text: 'For something other than a home or leisure, such as storage or a garage',
          clause:
            'The tenant rents {objektet} as premises and not as a home, and this agreement takes precedence over the Tenancy Act (husleieloven) to the extent that the Act may be departed from for the rental of premises (husleieloven § 1-2).',
        },
      ],
    },
    'Skal {eieren} betale strøm og internett i {objektet}?': {
      text: 'Should {eieren} pay for electricity and internet in {objektet}?',
      clauseYes: 'Electricity and internet in {objektet} are paid for by {eieren}.',
      clauseNo:
        '{Brukeren} pays for electricity according to metered consumption for the period this agreement applies, and arranges internet themselves if needed.',
    },
    'Skal {brukeren} ta seg av mindre vedlikehold og vask av {objektet}?': {
      text: 'Should {brukeren} take care of minor maintenance and cleaning of {objektet}?',
      clauseYes:
        '{Brukeren} takes care of minor maintenance such as light bulbs, smoke alarm batteries and cleaning drains, and cleans {objektet} thoroughly before the return.',
      clauseNo:
        '{Eieren} takes care of all maintenance and the final cleaning, and {brukeren} tidies up after themselves.',
    },
    'Skal nøkler til {objektet} bare kunne kopieres med samtykke fra {eieren}?': {
      text: 'Should keys to {objektet} only be copied with the consent of {eieren}?',
      clauseYes:
        'Keys to {objektet} may only be copied with the written consent of {eieren}, and all keys must be returned when this agreement ends.',
      clauseNo:
        '{Brukeren} may copy keys to {objektet} for their own use, and all keys must be returned when this agreement ends.',
    },
    'Skal det være forbudt å røyke innendørs i {objektet}?': {
      text: 'Should smoking indoors in {objektet} be prohibited?',
      clauseYes: 'Smoking indoors in {objektet} is not permitted.',
      clauseNo: 'Smoking indoors in {objektet} is permitted.',
    },
    'Skal det være tillatt å ha med dyr i {objektet}?': {
      text: 'Should animals be allowed in {objektet}?',
      clauseYes:
        'Animals are allowed in {objektet}, and whoever brings animals must take care of the cleaning and compensate for any damage the animals cause.',
      clauseNo: 'Animals are not allowed in {objektet}.',
    },
    'Hvilken eiendom eller del av en eiendom gjelder avtalen?': {
      text: 'Which property or part of a property does the agreement concern?',
      description:
        'Write the address, the cadastral unit number (gnr.) and property unit number (bnr.), and where on the property it is, for example the space number.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal {objektet} bare kunne endres eller fjernes når alle er enige?': {
      text: 'Should {objektet} only be changed or removed if everyone agrees?',
      clauseYes:
        'None of the parties may change or remove {objektet} without the written consent of the other parties.',
      clauseNo:
        'Each of the parties may change their part of {objektet} after giving the other parties written notice at least two weeks in advance, unless this agreement provides otherwise.',
    },
    'Skal dere holde {objektet} i stand etter tur?': {
      text: 'Should you take turns to keep {objektet} in good repair?',
      clauseYes:
        'The parties take turns to keep {objektet} in good repair, according to a plan they draw up together each year, unless this agreement provides otherwise.',
      clauseNo:
        'The parties hire help when maintenance of {objektet} is needed, and the cost is shared in the same way as the other shared costs, unless this agreement provides otherwise.',
    },
    'Skal {brukeren} ta seg av det vanlige vedlikeholdet av {objektet}?': {
      text: 'Should {brukeren} take care of the ordinary maintenance of {objektet}?',
      clauseYes:
        '{Brukeren} keeps {objektet} tidy and takes care of ordinary maintenance while this agreement applies.',
      clauseNo:
        '{Eieren} takes care of the maintenance of {objektet} while this agreement applies, and {brukeren} keeps {objektet} tidy.',
    },
    'Skal {brukeren} kunne sette opp eller lagre egne ting på {objektet}?': {
      text: 'Should {brukeren} be able to put up or store their own things on {objektet}?',
      clauseYes:
        '{Brukeren} may put up or store their own things on {objektet} and must remove everything when this agreement ends.',
      clauseNo:
        '{Brukeren} may use {objektet} only for the purpose this agreement concerns, and may not put up or store other things there.',
    },
    'Skal alle være enige før noe varig plantes, settes opp eller bygges?': {
      text: 'Should everyone have to agree before anything permanent is planted, put up or built?',
      clauseYes:
        'None of the parties may plant, put up or build anything permanent without the consent of all the parties.',
      clauseNo:
        'Each of the parties may plant or put up something without the consent of the other parties, provided it can be removed without lasting damage.',
    },
    'Skal {eieren} sørge for snømåking og strøing der det trengs?': {
      text: 'Should {eieren} arrange snow clearing and gritting where needed?',
      clauseYes: '{Eieren} arranges snow clearing and gritting where needed in order to use {objektet}.',
      clauseNo:
        '{Brukeren} arranges snow clearing and gritting themselves where needed in order to use {objektet}.',
    },
    'Hvilken gjenstand gjelder avtalen?': {
      text: 'Which object does the agreement concern?',
      description: 'Write what it is, the make and model, and the serial number if there is one.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal {brukeren} levere {objektet} tilbake rengjort?': {
      text: 'Should {brukeren} return {objektet} clean?',
      clauseYes: '{Brukeren} returns {objektet} cleaned and, where relevant, charged.',
      clauseNo: '{Eieren} takes care of cleaning and any charging after the return, without extra payment.',
    },
    'Skal vanlig slitasje på {objektet} godtas uten at {brukeren} betaler for den?': {
      text: 'Should ordinary wear and tear on {objektet} be accepted without {brukeren} paying for it?',
      clauseYes: '{Brukeren} is not liable for ordinary wear and tear resulting from normal use.',
      clauseNo: '{Brukeren} also pays to remedy ordinary wear and tear caused by the use.',
    },
    'Skal tilbehør som hører til {objektet}, følge med?': {
      text: 'Should accessories belonging to {objektet} be included?',
      clauseYes: 'Accessories and parts belonging to {objektet} are included at no extra charge.',
      clauseNo: 'Nothing but {objektet} is included, without accessories.',
    },
    'Skal {objektet} ha et fast oppbevaringssted?': {
      text: 'Should {objektet} have a fixed storage place?',
      clauseYes:
        'When nobody is using {objektet}, {objektet} must be kept in a fixed place decided by the parties.',
      clauseNo:
        'Whoever last used {objektet} keeps {objektet} until another of the parties is to use {objektet}.',
    },
    'Skal kjøpet skje med et «som den er»-forbehold?': {
      text: 'Should the purchase be made ‘as is’?',
      description:
        'The buyer then takes over {objektet} in the condition of {objektet} at the time of purchase, but the seller is nevertheless liable for defects in the cases set out in the Sale of Goods Act (kjøpsloven) § 19.',
      section: 'The purchase',
      clauseYes:
        'The purchase is made ‘as is’, and the seller is liable for defects only in the cases set out in the Sale of Goods Act (kjøpsloven) § 19: where there is a discrepancy between {objektet} and information the seller has given, where the seller before the purchase failed to disclose material matters concerning {objektet} that the seller knew or must have known of and that the buyer could expect to be told about, or where the condition of {objektet} is significantly worse than the buyer had reason to expect given the purchase price and the other circumstances.',
      clauseNo:
        'The purchase is made without an ‘as is’ reservation, and the seller is liable for defects in {objektet} under the general rules of the Sale of Goods Act (kjøpsloven).',
    },
    'Hva slags arbeid eller tjeneste gjelder avtalen?': {
      text: 'What kind of work or service does the agreement concern?',
      description:
        'Write what is to be done, where and how often, for example lawn mowing every week from May to September.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Hvem av dere skal bestille og ha kontakten med den som utfører tjenesten?': {
      text: 'Which of you should book the service and be the contact for whoever provides it?',
      clauseTemplate:
        '{{svar}} books the service and deals with whoever provides it regarding times, cancellations and payment, and keeps the other parties informed.',
    },
    'Skal den som ikke kan bruke tjenesten en gang, likevel betale sin andel?': {
      text: 'Should a party who cannot use the service on a particular occasion still pay their share?',
      clauseYes:
        'A party who cannot use the service on a particular occasion still pays their share of the cost for that occasion.',
      clauseNo:
        'A party who gives notice at least 24 hours in advance that they will not use the service on a particular occasion does not pay their share for that occasion, and the other parties cover it.',
    },
    'Skal den som slutter å bruke tjenesten, betale sin andel ut perioden som er bestilt?': {
      text: 'Should a party who stops using the service pay their share until the end of the period that has been booked?',
      clauseYes:
        'A party who stops using the service pays their share until the end of the period that has been booked or paid for when that party gives notice.',
      clauseNo:
        'A party who stops using the service pays their share until that party gives notice, and the other parties decide whether they wish to continue and share the cost between themselves.',
    },
    'Skal arbeid som ikke er godt nok utført, gjøres om?': {
      text: 'Should work that has not been done well enough be redone?',
      clauseYes:
        'If notice is given no later than one week after the work was done that it has not been carried out as agreed, it is remedied at no extra cost to the person or persons for whom the work is done, and if one of the parties carried out the work, that party remedies it personally.',
      clauseNo: 'Work that is to be redone counts as new work under this agreement.',
    },
    'Skal arbeidet gjøres på faste dager og tider?': {
      text: 'Should the work be done on fixed days and at fixed times?',
      clauseYes:
        'The work is done on fixed days and at fixed times, which the parties set out in writing before the work starts, and changes must be agreed no later than two days in advance.',
      clauseNo:
        'The time for the work is agreed case by case, provided the work is done within a reasonable time.',
    },
    'Skal dere kunne få andre til å gjøre arbeid som ikke blir gjort til avtalt tid?': {
      text: 'Should you be able to get others to do work that is not done at the agreed time?',
      clauseYes:
        'If the work is not done at the agreed time, the parties may get others to do it, and whatever has not been done is not to be paid for.',
      clauseNo:
        'If the work is not done at the agreed time, it must be done as soon as possible afterwards, on the same terms as otherwise apply under this agreement.',
    },
    'Hvor og når skal {objektet} være?': {
      text: 'Where and when will {objektet} take place?',
      description: 'Write the place and date, for example at Storhaug farm on 14 June 2027.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {objektet}, with the following place and time: {{svar}}.',
    },
    'Hva er budsjettet for {objektet}?': {
      text: 'What is the budget for {objektet}?',
      description: 'Write the most that everything may cost in total.',
      clauseTemplate:
        'The budget for {objektet} is {{svar}} in total, and expenses beyond the budget require the consent of all the parties.',
    },
    'Skal bare dere som er parter i avtalen, betale for {objektet}?': {
      text: 'Should only those of you who are parties to the agreement pay for {objektet}?',
      description:
        'For example when the bride at a hen party, or the person whose birthday it is, is to take part without paying.',
      clauseYes:
        'Only the parties pay the shared costs of {objektet}, and others who take part in {objektet} pay nothing.',
      clauseNo:
        'The parties also ask others who take part in {objektet} to pay the same share as each of the parties, and what they pay is deducted from the shared costs before the costs are divided between the parties.',
    },
    'Skal dere bare gjøre bestillinger som kan avbestilles uten kostnad?': {
      text: 'Should you only make bookings that can be cancelled free of charge?',
      clauseYes:
        'As far as possible, the parties only make bookings for {objektet} that can be cancelled free of charge up to two weeks before.',
      clauseNo:
        'The parties may make bookings for {objektet} that cannot be cancelled when this gives a lower price.',
    },
    'Skal dere spleise på en felles gave i forbindelse med {objektet}?': {
      text: 'Should you club together for a joint gift in connection with {objektet}?',
      clauseYes:
        'The parties club together for a joint gift, and the cost is shared in the same way as the other shared costs.',
      clauseNo: 'Gifts are not part of the shared costs, and each of the parties buys any gift themselves.',
    },
    'Hva heter barnet eller barna avtalen gjelder, og hvor gamle er de?': {
      text: 'What are the names and ages of the child or children the agreement concerns?',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal den som passer {objektet}, følge de samme reglene for mat, skjermtid og leggetid som hjemme?': {
      text: 'Should whoever looks after {objektet} follow the same rules on food, screen time and bedtime as at home?',
      clauseYes:
        'Whoever looks after {objektet} follows the same rules on food, screen time and bedtime as apply to {objektet} at home.',
      clauseNo:
        'Whoever looks after {objektet} decides on food, screen time and bedtime during the babysitting.',
    },
    'Skal den som passer {objektet}, hente {objektet} i barnehagen, på skolen eller på aktiviteter?': {
      text: 'Should whoever looks after {objektet} collect {objektet} from kindergarten, school or activities?',
      clauseYes:
        'Whoever looks after {objektet} collects {objektet} from kindergarten, school or activities when the parents have asked for this.',
      clauseNo:
        'Whoever looks after {objektet} does not collect {objektet} from other places, and the parents drop off and collect {objektet} themselves.',
    },
    'Skal passingen avlyses når {objektet} er syk?': {
      text: 'Should the babysitting be cancelled during any illness of {objektet}?',
      clauseYes:
        'During any illness of {objektet}, the babysitting is cancelled, and the parents give notice as early as possible.',
      clauseNo:
        'Whoever looks after {objektet} also does so during a minor illness of {objektet}, following instructions from the parents on medicines and whom to contact.',
    },
    'Skal den som passer {objektet}, kunne kjøre {objektet} i bil?': {
      text: 'Should whoever looks after {objektet} be allowed to drive {objektet} in a car?',
      clauseYes:
        'Whoever looks after {objektet} may drive {objektet} in a car, with a car seat or seat belt suited to their age.',
      clauseNo: 'Whoever looks after {objektet} does not drive {objektet} in a car.',
    },
    'Hva er navnet og adressen til den avtalen gjelder?': {
      text: 'What is the name and address of the person the agreement concerns?',
      description: 'For example Kari Hansen, Storgata 1, 0150 Oslo.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns help for {{svar}}.',
    },
    'Skal dere ha en fast plan for hvem som besøker {objektet} når?': {
      text: 'Should you have a fixed plan for who visits {objektet} and when?',
      clauseYes:
        'No later than two weeks after this agreement has been signed, the parties draw up a written plan for who visits {objektet} and when, so that {objektet} will receive a visit at least once a week, and until the plan is in place, visits are agreed from week to week.',
      clauseNo: 'Each of the parties visits {objektet} as often as they are able to, without a fixed plan.',
    },
    'Skal én av dere være fast kontaktperson for hjemmetjenesten og legen?': {
      text: 'Should one of you be the permanent contact person for the home care service and the doctor?',
      clauseYes:
        'With the consent of {objektet}, the parties choose one of themselves within two weeks as the permanent contact person for the home care service, the regular GP and other public offices, and the contact person keeps the other parties informed; until this has been done, each of the parties may make contact.',
      clauseNo:
        'With the consent of {objektet}, each of the parties may contact the home care service, the regular GP and other public offices, and informs the other parties of what is agreed.',
    },
    'Skal større beslutninger som gjelder {objektet}, tas i samråd med {objektet} og alle dere?': {
      text: 'Should major decisions concerning {objektet} be made in consultation with {objektet} and all of you?',
      clauseYes:
        'Major decisions concerning {objektet}, such as moving, support measures and finances, are made in consultation with {objektet} personally and all the parties.',
      clauseNo:
        'Major decisions concerning {objektet} are made in consultation with {objektet} personally, and each of the parties may follow them up without waiting for the other parties.',
    },
    'Hvilken konto, tjeneste eller kanal gjelder avtalen?': {
      text: 'Which account, service or channel does the agreement concern?',
      description:
        'Write the service and which account or subscription it concerns, and in whose name it is registered.',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal den som har opprettet {objektet}, eie {objektet} alene?': {
      text: 'Should whoever created {objektet} own {objektet} alone?',
      clauseYes:
        'Whichever of the parties created {objektet} owns {objektet} alone, and the other parties may use {objektet} for as long as this agreement applies.',
      clauseNo:
        'The parties have an equal right to use {objektet}, regardless of which of the parties is registered with the service, to the extent the terms of the service permit.',
    },
    'Skal passord og innlogging til {objektet} bare deles mellom dere?': {
      text: 'Should the password and login for {objektet} be shared only between you?',
      clauseYes:
        'The password and login for {objektet} are shared only between the parties, to the extent the terms of the service permit, and are not passed on to others.',
      clauseNo:
        'Each of the parties may pass on the login for {objektet} to others, to the extent the terms of the service permit, and is liable to the other parties for that use.',
    },
    'Skal {objektet} bare kunne avsluttes når alle er enige?': {
      text: 'Should it only be possible to close {objektet} if everyone agrees?',
      clauseYes: 'None of the parties may close {objektet} without the consent of all the parties.',
      clauseNo:
        'Whoever is registered with the service as the owner of {objektet} may close {objektet} alone when this agreement has ended, after giving the other parties written notice at least one month in advance.',
    },
    'Skal passordet byttes med én gang når en av dere går ut av avtalen?': {
      text: 'Should the password be changed immediately when one of you leaves the agreement?',
      clauseYes:
        'When one of the parties leaves this agreement, the password for {objektet} is changed immediately, and the party leaving loses access.',
      clauseNo:
        'When one of the parties leaves this agreement, that party keeps access to {objektet} for one month, and the password is then changed.',
    },
    'Hva er navnet og eventuelt organisasjonsnummeret til virksomheten?': {
      text: 'What is the name and, if it has one, the organisation number of the business?',
      description:
        'Write the organisation number if the business is registered with the Brønnøysund Register Centre (Brønnøysundregistrene).',
      section: 'Background',
      clauseTemplate: 'This agreement concerns {{svar}}.',
    },
    'Skal virksomheten drives som et aksjeselskap?': {
      text: 'Should the business be run as a private limited company?',
      description:
        'Without a separate company, the collaboration may be a general partnership, in which each of you is personally liable for all the debts (the Partnerships Act (selskapsloven) §§ 1-1 and 1-2).',
      clauseYes:
        'The parties will form a private limited company for the business and register it with the Register of Business Enterprises (Foretaksregisteret) no later than one month after this agreement has been signed, with the shares divided according to the ownership shares in this agreement.',
      clauseNo: 'The parties run the business without forming a private limited company.',
    },
    'Skal en ekstern regnskapsfører føre regnskapet for virksomheten?': {
      text: 'Should an external accountant keep the accounts for the business?',
      clauseYes:
        'The accounts for the business are kept by an external accountant, and all the parties have access to the accounts.',
      clauseNo:
        'The parties keep the accounts for the business themselves, and all the parties have access to the accounts.',
    },
    'Skal virksomheten ha en egen bankkonto?': {
      text: 'Should the business have its own bank account?',
      clauseYes:
        'The parties will open a separate bank account for the business, and all income of the business is paid into that account.',
      clauseNo:
        'The parties will not open a separate bank account for the business, and whichever of the parties receives a payment to the business passes it on no later than 14 days after receiving it.',
    },
    'Skal virksomheten registreres i Brønnøysundregistrene?': {
      text: 'Should the business be registered with the Brønnøysund Register Centre (Brønnøysundregistrene)?',
      clauseYes:
        'The parties will register the business with the Brønnøysund Register Centre (Brønnøysundregistrene) no later than one month after this agreement has been signed.',
      clauseNo:
        'The parties will not register the business with the Brønnøysund Register Centre (Brønnøysundregistrene), except where the law requires it.',
    },
    'Skal de som fortsetter, kunne bruke navnet på virksomheten hvis en av dere slutter?': {
      text: 'Should those who continue be able to use the name of the business if one of you leaves?',
      clauseYes:
        'If one of the parties leaves, the other parties may continue to use the name of the business.',
      clauseNo:
        'If one of the parties leaves, none of the parties may continue to use the name of the business without the consent of the party who has left.',
    },
    'Hva er det avtalen gjelder?': {
      text: 'What does the agreement concern?',
      description:
        'Describe it so that no one can be mistaken, for example the make, model, colour and serial number, and what is included. In this agreement it is called “the item”.',
      section: 'Background',
      clauseTemplate: 'In this agreement, “the item” means the following: {{svar}}.',
    },
  },
  unnamedThing: 'the item',
  relationSections: {
    'lend-thing': 'The loan',
    'lend-money': 'The loan',
    'own-together': 'Ownership',
    'buy-sell': 'The purchase',
    rent: 'The lease',
    'share-costs': 'Costs',
    'live-together': 'The shared household',
    care: 'Care',
    service: 'The assignment',
    project: 'The project',
    company: 'The company',
    estate: 'The estate settlement',
    neighbours: 'Neighbour relations',
    promise: 'The promise',
  },
  kindSections: {
    animal: 'Care of the animal',
    vehicle: 'Use of the vehicle',
    boat: 'Use of the boat',
    building: 'Use of the property',
    land: 'Use of the property',
    thing: 'Use and maintenance',
    money: 'Finances',
    service: 'The assignment',
    event: 'The event',
    child: 'Care',
    person: 'Care',
    business: 'The business',
    digital: 'Use and access',
    none: 'Other terms',
  },
  useLabels: {
    rent: {
      owner: 'the landlord',
      user: 'the tenant',
    },
    'lend-thing': {
      owner: 'the lender',
      user: 'the borrower',
    },
  },
  relationHeadings: {
    'lend-thing': 'Loan agreement',
    'lend-money': 'Loan agreement',
    'own-together': 'Co-ownership agreement',
    'buy-sell': 'Purchase agreement',
    rent: 'Lease agreement',
    'share-costs': 'Agreement on sharing costs',
    'live-together': 'House share agreement',
    care: 'Agreement on care and supervision',
    service: 'Service agreement',
    project: 'Collaboration agreement',
    company: 'Collaboration agreement',
    estate: 'Agreement on the settlement of an estate',
    neighbours: 'Neighbour agreement',
    promise: 'Agreement on promises and rules',
  },
  notices: {
    keyword:
      'Avtalt did not recognise what you are going to do together, so the questions have been chosen from the words in the title. Read through the questions, and change or replace those that do not fit.',
    guessed:
      'The title does not say what you are going to do, so Avtalt has guessed from what the title is about. If the questions do not fit, write in the title what you are going to do, for example “Leie ut …” (rent out), “Låne …” (borrow) or “Eie … sammen” (own … together).',
    generic:
      'These are general questions: the topic was not recognised, so the questions suit most agreements. Change or replace them so that they fit what you are going to agree on.',
  },
  domainSections: {
    economy: 'Finances',
    housing: 'Housing',
    children: 'The children',
    pets: 'Keeping animals',
    vehicles: 'Use of the vehicle',
    travel: 'The trip',
    chores: 'Division of work',
    work: 'The work',
    loans: 'The loan',
    property: 'Ownership',
    events: 'The event',
    purchase: 'The purchase',
    tenancy: 'The lease',
    inheritance: 'The estate settlement',
    communication: 'Cooperation and disagreement',
    ending: 'Duration of the agreement',
  },
};
