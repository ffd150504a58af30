import type { NeighbourTranslations } from './template-translation.types';

/** The neighbours' matters of neighbour-matters.data.ts in English (template-translation.types.ts). */
export const NEIGHBOUR_MATTERS_EN: NeighbourTranslations = {
  matters: {
    parking: {
      'Hvor skal hver av dere parkere?': {
        text: 'Where should each of you park?',
        description:
          'Write where each household parks and how many cars each may have there, for example “Kari in the space by the garage, Ola in the space along the fence, one car each”.',
        clauseTemplate: 'The parties park as follows: {{svar}}.',
      },
      'Skal innkjørselen og avkjørselen alltid holdes fri for parkerte biler?': {
        text: 'Should the driveway entrance and exit always be kept clear of parked cars?',
        description:
          'On a road open to general traffic, it is prohibited to park in front of an entrance or exit (the Traffic Rules (trafikkreglene) § 17 no. 2 (a)). Here you also agree on what applies between you, including on your own land.',
        clauseYes:
          'The parties do not park, and ensure that their visitors do not park, so that the driveway entrance, the exit or the access to another party’s property or parking space is blocked, not even for a short while.',
        clauseNo:
          'The parties may stop briefly in the driveway entrance or exit to load or unload, but do not park so that another party is blocked in.',
      },
      'Hvor raskt skal en bil som står i veien, flyttes når en av de andre ber om det?': {
        text: 'How quickly should a car that is in the way be moved when one of the others asks?',
        options: [
          {
            text: 'Immediately',
            clause: 'A car that is in the way of another party is moved immediately when that party asks.',
          },
          {
            text: 'Within 15 minutes',
            clause:
              'A car that is in the way of another party is moved no later than 15 minutes after that party has asked.',
          },
          {
            text: 'Within an hour',
            clause:
              'A car that is in the way of another party is moved no later than one hour after that party has asked.',
          },
        ],
      },
      'Skal besøkende bare parkere på plassene til den de besøker?': {
        text: 'Should visitors park only in the spaces of the person they are visiting?',
        clauseYes:
          'The parties ensure that their visitors park only in the spaces of the party they are visiting, or outside the properties.',
        clauseNo:
          'The parties’ visitors may park in free spaces on the properties as long as they do not obstruct anyone, and the parties ensure that the visitors move when someone asks them to.',
      },
      'Skal dere kunne sette fra dere tilhenger, campingvogn, bobil eller båt på parkeringsplassene?': {
        text: 'Should you be able to leave a trailer, caravan, motorhome or boat in the parking spaces?',
        clauseYes:
          'Each of the parties may leave a trailer, caravan, motorhome or boat in their own parking spaces, as long as it does not obstruct anyone.',
        clauseNo:
          'The parties do not leave a trailer, caravan, motorhome or boat in the parking spaces for longer than it takes to unload or load.',
      },
      'Skal den som stenger inne en annens bil, dekke utgiftene det fører til?': {
        text: 'Should whoever blocks in someone else’s car cover the expenses this causes?',
        clauseYes:
          'The party who, personally or through their visitors, blocks in another party’s car covers the necessary expenses the other party incurs as a result, such as a taxi.',
        clauseNo: 'None of the parties covers another party’s expenses when a car has been blocked in.',
      },
    },

    noise: {
      'Når skal det være ro?': {
        text: 'When should there be quiet?',
        description:
          'Between neighbouring properties, the Neighbour Act (grannelova) § 2 prohibits anything that unreasonably or unnecessarily causes harm or inconvenience to the neighbour, and in a housing cooperative or a condominium the Housing Cooperatives Act (borettslagsloven) § 5-11 and the Owner Section Act (eierseksjonsloven) § 25 have similar rules, in addition to the house rules. Here you agree on what applies between you.',
        options: [
          {
            text: 'From 22:00 to 07:00 every day',
            clause:
              'The parties keep quiet from 22:00 to 07:00 every day, and then avoid sound that may disturb the other parties.',
          },
          {
            text: 'From 23:00 to 07:00 every day',
            clause:
              'The parties keep quiet from 23:00 to 07:00 every day, and then avoid sound that may disturb the other parties.',
          },
          {
            text: 'From 22:00 to 07:00, but from 23:00 to 09:00 on the nights before Saturday and Sunday',
            clause:
              'The parties keep quiet from 22:00 to 07:00 on the nights before Monday, Tuesday, Wednesday, Thursday and Friday, and from 23:00 to 09:00 on the night before Saturday and the night before Sunday, and then avoid sound that may disturb the other parties.',
          },
        ],
      },
      'Skal den som skal ha fest, varsle de andre på forhånd?': {
        text: 'Should whoever is having a party notify the others in advance?',
        clauseYes:
          'A party to this agreement who is holding a party or another event that may cause noise notifies the other parties at least two days in advance.',
        clauseNo:
          'The parties do not notify each other of parties, but keep parties too within the quiet this agreement provides for.',
      },
      'Hvor lenge kan en fest som er varslet, vare?': {
        text: 'How long may a party that has been notified last?',
        options: [
          {
            text: 'Until 24:00',
            clause:
              'A party that has been notified as this agreement provides may last until 24:00, and this takes precedence over what this agreement otherwise says about quiet.',
          },
          {
            text: 'Until 01:00',
            clause:
              'A party that has been notified as this agreement provides may last until 01:00, and this takes precedence over what this agreement otherwise says about quiet.',
          },
          {
            text: 'No longer than the quiet otherwise allows',
            clause:
              'A party that has been notified is also kept within the quiet this agreement otherwise provides for.',
          },
        ],
      },
      'Skal støyende arbeid, som plenklipping, boring og bruk av motorsag, bare gjøres på bestemte tider?': {
        text: 'Should noisy work, such as mowing the lawn, drilling and using a chainsaw, only be done at set times?',
        clauseYes:
          'The parties do noisy work, such as mowing the lawn, drilling, sanding and using a chainsaw, only from Monday to Friday from 08:00 to 20:00 and on Saturdays from 09:00 to 16:00, and not on Sundays and public holidays.',
        clauseNo:
          'The parties have no fixed times for noisy work, but do not do it during the time when there is to be quiet under this agreement.',
      },
      'Skal musikk utendørs holdes så lav at den ikke plager de andre?': {
        text: 'Should music outdoors be kept so low that it does not bother the others?',
        clauseYes:
          'The parties do not play music outdoors or through open windows and doors so loudly that it bothers the other parties, not even outside the time when there is to be quiet.',
        clauseNo:
          'The parties may play music outdoors outside the time when there is to be quiet under this agreement, but keep the volume reasonable.',
      },
      'Hvordan skal den som blir plaget av støy, si fra?': {
        text: 'How should someone who is bothered by noise let the others know?',
        options: [
          {
            text: 'Directly, straight away',
            clause:
              'A party who is bothered by noise says so directly to whoever is making it, straight away, and whoever is making the noise reduces it as soon as possible, and this takes precedence over what this agreement otherwise says about how disagreements are raised.',
          },
          {
            text: 'In writing, for example by message',
            clause:
              'A party who is bothered by noise says so in writing, for example by message, and whoever is making the noise reduces it as soon as possible, and this takes precedence over what this agreement otherwise says about how disagreements are raised.',
          },
        ],
      },
    },

    smoke: {
      'Hvor kan dere røyke utendørs?': {
        text: 'Where may you smoke outdoors?',
        description:
          'Between neighbouring properties, the Neighbour Act (grannelova) § 2 prohibits anything that unreasonably or unnecessarily causes harm or inconvenience to the neighbour, and in a housing cooperative or a condominium the Housing Cooperatives Act (borettslagsloven) § 5-11 and the Owner Section Act (eierseksjonsloven) § 25 have similar rules, in addition to the house rules. Here you agree on what applies between you.',
        options: [
          {
            text: 'On your own property, balcony or veranda',
            clause:
              'Each of the parties may smoke outdoors on their own property, balcony or veranda, to the extent the house rules where the parties live allow it.',
          },
          {
            text: 'Only where the smoke does not drift over to the others',
            clause:
              'The parties smoke outdoors only in places where the smoke does not drift onto the other parties’ balcony, veranda or outdoor area or in through open windows and doors.',
          },
          {
            text: 'Not on a balcony or veranda',
            clause:
              'The parties do not smoke on a balcony or veranda, but only at ground level, in a place where the smoke does not drift over to the other parties.',
          },
        ],
      },
      'Skal den som røyker, vente når de andre sitter ute eller har vinduene åpne?': {
        text: 'Should whoever smokes wait when the others are sitting outside or have their windows open?',
        clauseYes:
          'A party who smokes refrains from smoking outdoors when another party is sitting in their outdoor area or has windows open towards the place where the smoking takes place, if the smoke can drift there.',
        clauseNo:
          'A party who smokes may smoke in the places this agreement allows, also when another party is sitting outside or has the windows open.',
      },
      'Hvordan kan dere grille?': {
        text: 'How may you barbecue?',
        options: [
          {
            text: 'With any kind of barbecue',
            clause:
              'The parties may barbecue with any kind of barbecue, to the extent the house rules where the parties live allow it, but place the barbecue so that the smoke does not drift onto the other parties’ outdoor area or in through open windows.',
          },
          {
            text: 'Only with a gas or electric barbecue',
            clause:
              'The parties barbecue only with a gas barbecue or an electric barbecue, not with a charcoal barbecue or a disposable barbecue, and place the barbecue so that fumes and smoke do not drift over to the other parties.',
          },
          {
            text: 'Not on a balcony or veranda',
            clause:
              'The parties do not barbecue on a balcony or veranda, but only at ground level, in a place where the smoke does not drift over to the other parties.',
          },
        ],
      },
      'Skal den som blir plaget av røyk, kunne be de andre om å slukke eller flytte seg?': {
        text: 'Should someone who is bothered by smoke be able to ask the others to put it out or move?',
        clauseYes:
          'When smoke from smoking or barbecuing drifts over to one of the parties and that party asks, whoever is smoking or barbecuing puts it out or moves to a place from which the smoke does not drift over to that party.',
        clauseNo:
          'The parties follow the rules on smoking and barbecuing in this agreement, but cannot require another party to put it out or move when the rules have been followed.',
      },
      'Skal besøkende følge de samme reglene om røyking og grilling?': {
        text: 'Should visitors follow the same rules on smoking and barbecuing?',
        clauseYes:
          'The parties ensure that their visitors follow the rules on smoking and barbecuing in this agreement.',
        clauseNo:
          'The rules on smoking and barbecuing in this agreement apply only to the parties and their households.',
      },
      'Skal den som røyker inne, sørge for at røyklukten ikke trekker over til de andre?': {
        text: 'Should whoever smokes indoors make sure the smell of smoke does not spread to the others?',
        clauseYes:
          'A party who smokes indoors does what they can, such as airing and keeping doors to a shared stairwell closed, so that the smell of smoke does not spread to the other parties.',
        clauseNo: 'This agreement does not govern smoking indoors in the parties’ own homes.',
      },
    },

    woodsmoke: {
      'Skal dere bare fyre med tørr, ren ved?': {
        text: 'Should you burn only dry, clean wood?',
        description:
          'Between neighbouring properties, the Neighbour Act (grannelova) § 2 prohibits anything that unreasonably or unnecessarily causes harm or inconvenience to the neighbour, and in a housing cooperative or a condominium the Housing Cooperatives Act (borettslagsloven) § 5-11 and the Owner Section Act (eierseksjonsloven) § 25 have similar rules, in addition to the house rules. Here you agree on what applies between you.',
        clauseYes:
          'A party who lights a fire uses only dry, clean wood or other fuel the fireplace is made for, and does not burn rubbish or painted or impregnated wood.',
        clauseNo:
          'Each of the parties chooses their own fuel within what the law allows, but burns it so that the smoke from the chimney does not become dense and bothersome for the other parties.',
      },
      'Når kan dere fyre?': {
        text: 'When may you light a fire?',
        options: [
          {
            text: 'At any time',
            clause:
              'The parties may light a fire at any time, but show consideration for the other parties when the smoke drifts towards them.',
          },
          {
            text: 'Not at night, from 23:00 to 06:00',
            clause: 'The parties do not light a fire or add more wood from 23:00 to 06:00.',
          },
          {
            text: 'Only when it is needed to keep the house warm',
            clause:
              'The parties light a fire only when it is needed to keep the home warm, and not for cosiness.',
          },
        ],
      },
      'Skal den som fyrer, vente når røyken legger seg hos de andre?': {
        text: 'Should whoever lights a fire wait when the smoke settles over the others?',
        clauseYes:
          'A party who lights fires waits before lighting one when wind or still weather makes the smoke settle over the other parties’ property or be drawn into their homes, as long as the home can be kept warm in another way.',
        clauseNo:
          'The parties have not agreed to wait before lighting a fire because of wind and weather, but do what they can so that the smoke does not become a nuisance to the other parties.',
      },
      'Skal ildsted og pipe holdes i så god stand at veden brenner rent?': {
        text: 'Should fireplaces and chimneys be kept in such good condition that the wood burns cleanly?',
        clauseYes:
          'A party who has a fireplace keeps the fireplace and the chimney in good condition, so that the wood burns cleanly, and corrects faults that cause a lot of smoke as soon as possible.',
        clauseNo:
          'This agreement says nothing about the condition and maintenance of fireplaces and chimneys.',
      },
      'Hvordan skal den som blir plaget av røyk fra pipa, si fra?': {
        text: 'How should someone who is bothered by smoke from the chimney let the others know?',
        options: [
          {
            text: 'Directly, straight away',
            clause:
              'A party who is bothered by smoke from the chimney says so directly to whoever is lighting the fire, straight away, and whoever is lighting the fire does what is needed to reduce the smoke as soon as possible, and this takes precedence over what this agreement otherwise says about how disagreements are raised.',
          },
          {
            text: 'In writing, for example by message',
            clause:
              'A party who is bothered by smoke from the chimney says so in writing, for example by message, and whoever is lighting the fire does what is needed to reduce the smoke as soon as possible, and this takes precedence over what this agreement otherwise says about how disagreements are raised.',
          },
        ],
      },
      'Skal den som vil sette inn et nytt ildsted eller endre pipa, si fra til de andre først?': {
        text: 'Should whoever wants to install a new fireplace or alter the chimney tell the others first?',
        clauseYes:
          'A party who wants to install a new fireplace or alter the chimney informs the other parties at least two weeks in advance.',
        clauseNo:
          'This agreement does not require the parties to say so before they install a new fireplace or alter the chimney.',
      },
    },

    camera: {
      'Skal hver av dere kunne ha kamera som filmer ute?': {
        text: 'Should each of you be able to have a camera that films outdoors?',
        description:
          'A camera that films only your own property as part of purely personal or household activities falls outside the data protection rules (the Personal Data Act (personopplysningsloven) § 2 second paragraph (a)). If it also films the neighbour’s property, a public road or places where people move about freely, the Act applies, and the Norwegian Data Protection Authority (Datatilsynet) has in such cases found the surveillance to be unlawful. The agreement cannot allow more.',
        clauseYes:
          'Each of the parties may have a camera that films outdoors, but only as this agreement provides about what a camera films.',
        clauseNo: 'None of the parties has a camera that films outdoors.',
      },
      'Hva skal et kamera som en av dere har, kunne filme?': {
        text: 'What should a camera that one of you has be allowed to film?',
        options: [
          {
            text: 'Only your own property, with everything else masked out',
            clause:
              'A camera that one of the parties has films only that party’s own property, and the part of the image that shows another party’s property, common areas, a road or other places where people move about is masked out or angled away.',
          },
          {
            text: 'Only your own front door and your own driveway',
            clause:
              'A camera that one of the parties has films only that party’s own front door and the part of that party’s driveway that nobody else uses, and everything else is masked out or angled away.',
          },
        ],
      },
      'Skal dere varsle hverandre før dere setter opp eller flytter et kamera?': {
        text: 'Should you notify each other before you put up or move a camera?',
        clauseYes:
          'A party who wants to put up, move or re-angle a camera that films outdoors, where this agreement allows it, informs the other parties before doing so.',
        clauseNo:
          'The parties do not notify each other before they put up or move a camera, but keep to what this agreement says about what a camera films.',
      },
      'Skal de andre kunne se hva kameraet fanger opp?': {
        text: 'Should the others be able to see what the camera captures?',
        clauseYes:
          'A party who has a camera shows the other parties, on request, what the camera captures in its image, so that they can see that their property is not being filmed.',
        clauseNo:
          'A party who has a camera has no duty under this agreement to show the other parties the image from the camera, but keeps to what this agreement says about what a camera films.',
      },
      'Hvor raskt skal et kamera som filmer mer enn avtalt, rettes?': {
        text: 'How quickly should a camera that films more than agreed be corrected?',
        options: [
          {
            text: 'Immediately',
            clause:
              'If a camera films more than this agreement allows, whoever has the camera corrects it immediately when another party says so, by angling it away or masking it, and deletes recordings of what should not have been filmed.',
          },
          {
            text: 'Within 24 hours',
            clause:
              'If a camera films more than this agreement allows, whoever has the camera corrects it no later than 24 hours after another party has said so, by angling it away or masking it, and deletes recordings of what should not have been filmed.',
          },
        ],
      },
      'Hvor lenge kan opptak lagres?': {
        text: 'How long may recordings be stored?',
        options: [
          {
            text: 'Up to 7 days',
            clause:
              'Recordings from a camera that one of the parties has are deleted after 7 days at the latest, unless they are needed as evidence for the police or an insurance company.',
          },
          {
            text: 'Up to 30 days',
            clause:
              'Recordings from a camera that one of the parties has are deleted after 30 days at the latest, unless they are needed as evidence for the police or an insurance company.',
          },
          {
            text: 'The camera is not to record',
            clause: 'A camera that one of the parties has shows only a live image and does not record.',
          },
        ],
      },
      'Skal opptak bare kunne deles med politiet eller et forsikringsselskap?': {
        text: 'Should recordings be shared only with the police or an insurance company?',
        clauseYes:
          'Recordings from a camera that one of the parties has are not shared with anyone other than the police or an insurance company and are never posted online or on social media.',
        clauseNo:
          'Recordings from a camera that one of the parties has are never posted online or on social media.',
      },
      'Skal det settes opp skilt om at det er kameraovervåking?': {
        text: 'Should a sign be put up stating that there is camera surveillance?',
        clauseYes:
          'A party who has a camera that films outdoors puts up a clearly visible sign stating that the area is under camera surveillance.',
        clauseNo: 'This agreement does not require a sign about camera surveillance.',
      },
    },

    trees: {
      'Hvilke trær eller hekker gjelder avtalen?': {
        text: 'Which trees or hedges does the agreement concern?',
        description:
          'Write what kind of trees or hedges they are, where they stand and who owns them, for example “the birch in the corner towards no. 12, which Kari owns”.',
        clauseTemplate: 'The agreement concerns these trees and hedges: {{svar}}.',
        section: 'Background',
      },
      'Skal eieren skjære tilbake greiner som henger inn over eiendomsgrensen, når naboen ber om det?': {
        text: 'Should the owner cut back branches that hang over the property boundary when the neighbour asks?',
        description:
          'Under the Neighbour Act (grannelova) § 12, the neighbour may personally cut branches and roots that reach onto their property and cause significant harm or inconvenience, along the boundary line, but branches only when the owner has been given notice and has not removed them within a reasonable time.',
        clauseYes:
          'The owner of a tree, a bush or a hedge cuts back branches that hang over the property boundary no later than four weeks after the neighbour has asked, and if the owner does not do so, the neighbour may cut them off along the boundary line, and this takes precedence over what this agreement otherwise says about changes.',
        clauseNo:
          'Branches and roots that reach across the property boundary are dealt with under the Neighbour Act (grannelova) § 12, so that the neighbour may cut them off along the boundary line when they cause significant harm or inconvenience and, as regards branches, the owner has been given notice and has not removed them within a reasonable time, and this takes precedence over what this agreement otherwise says about changes.',
      },
      'Skal trærne og hekkene holdes under en bestemt høyde?': {
        text: 'Should the trees and hedges be kept below a certain height?',
        description:
          'Under the Neighbour Act (grannelova) § 3, the neighbour may in certain cases demand that a tree be removed when it stands closer to a house, garden, yard or cultivated land on the neighbouring property than one third of the tree’s height, and a hedge lower than 2 metres is never unlawful under that section. An agreement between you takes precedence over these rules (the Neighbour Act (grannelova) § 1).',
        clauseYes:
          'The trees and hedges this agreement concerns are kept no higher than the height agreed in this agreement, and the owner prunes them at least once a year.',
        clauseNo:
          'The parties agree no fixed height for the trees and hedges, and their height is governed by the Neighbour Act (grannelova) and, for a hedge on the property boundary that serves as a fence, the Neighbour Fences Act (grannegjerdelova).',
      },
      'Hvor høye kan trærne og hekkene høyst være?': {
        text: 'What is the maximum height of the trees and hedges?',
        description:
          'Write the height in metres, for example “1.8 metres”, or a height for each tree or each hedge.',
        clauseTemplate:
          'The trees and hedges this agreement concerns must not be higher than this: {{svar}}.',
      },
      'Hvem skal betale for beskjæring og felling?': {
        text: 'Who should pay for pruning and felling?',
        options: [
          {
            text: 'The owner of the tree or hedge',
            clause:
              'The owner of a tree or a hedge pays for pruning and felling it, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'Whoever asks for it',
            clause:
              'The party who asks for a tree or a hedge to be pruned or felled pays for it, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'Equally',
            clause:
              'The parties share equally the costs of pruning and felling the trees and hedges, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
        ],
      },
      'Skal et tre nær eiendomsgrensen bare kunne felles når alle er enige?': {
        text: 'Should a tree near the property boundary be felled only when everyone agrees?',
        clauseYes:
          'A tree near the property boundary is felled only when all the parties have consented in writing, unless the tree is a danger, and this takes precedence over what this agreement otherwise says about changing or removing anything near the property boundary.',
        clauseNo:
          'The owner of a tree may decide alone to fell it after giving the other parties notice at least one week in advance, and this takes precedence over what this agreement otherwise says about changing or removing anything near the property boundary.',
      },
      'Skal eieren av trærne rydde løv, kongler og kvist som havner hos naboen?': {
        text: 'Should the owner of the trees clear up leaves, cones and twigs that end up on the neighbour’s side?',
        clauseYes:
          'The owner of the trees clears up leaves, cones, fruit and twigs that fall from the trees and end up in the neighbour’s garden, gutters or driveway, when the neighbour asks.',
        clauseNo:
          'Each of the parties clears up leaves, cones, fruit and twigs that end up on their own property, wherever they come from.',
      },
    },

    fence: {
      'Hva slags gjerde skal stå mellom eiendommene?': {
        text: 'What kind of fence should stand between the properties?',
        description:
          'Write the material, the height and where the fence runs, for example “white picket fence, 1.2 metres high, on the property boundary”. A boundary fence is to stand on the property boundary, no further onto the neighbour’s land than onto your own and no more than 0.5 metres onto the neighbour’s land (the Neighbour Fences Act (grannegjerdelova) § 4), and it must not be dangerous to people or animals (the Neighbour Fences Act (grannegjerdelova) § 3). An open fence towards the neighbour usually does not require an application to the municipality, but a solid privacy screen may.',
        clauseTemplate: 'The fence between the properties is or is to be as follows: {{svar}}.',
      },
      'Hvordan skal kostnadene til gjerdet deles?': {
        text: 'How should the costs of the fence be divided?',
        description:
          'The Neighbour Fences Act (grannegjerdelova) has rules on when you must have a fence together and how the costs are then divided, but an agreement between you takes precedence over them (the Neighbour Fences Act (grannegjerdelova) § 1).',
        options: [
          {
            text: 'Equally',
            clause:
              'The parties share equally the costs of putting up and maintaining the fence, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'Equally for putting it up, and each maintains their own side',
            clause:
              'The parties share equally the costs of putting up the fence, and each of the parties maintains and paints the fence on their own side at their own expense, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'One of us pays everything',
            clause:
              'The costs of putting up and maintaining the fence are borne by one of the parties alone, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
        ],
      },
      'Hvem av dere skal betale for gjerdet?': {
        text: 'Which of you should pay for the fence?',
        clauseTemplate: '{{svar}} is the party who bears the costs of the fence.',
      },
      'Skal avtalen om gjerdet gjelde i minst ti år?': {
        text: 'Should the agreement on the fence apply for at least ten years?',
        description:
          'An agreement on a fence between neighbours can be terminated with one year’s notice once at least ten years have passed, or earlier after special changes in the circumstances the agreement was based on, and a longer period or notice can as a rule not be agreed (the Neighbour Fences Act (grannegjerdelova) § 2).',
        clauseYes:
          'The agreement on the fence can be terminated only once at least ten years have passed since it was entered into, and then with one year’s notice, or earlier after special changes in the circumstances it was based on, as the Neighbour Fences Act (grannegjerdelova) § 2 allows, and this takes precedence over what this agreement otherwise says about termination.',
        clauseNo:
          'The agreement on the fence follows what this agreement otherwise says about termination, but can in any case be terminated with one year’s notice once at least ten years have passed, as the Neighbour Fences Act (grannegjerdelova) § 2 provides.',
      },
      'Skal hver av dere kunne feste planter, lys eller annet på sin side av gjerdet?': {
        text: 'Should each of you be able to attach plants, lights or other things to your side of the fence?',
        clauseYes:
          'Each of the parties may attach plants, lights or other things to their side of the fence, as long as it does not damage the fence or inconvenience the other parties, and this takes precedence over what this agreement otherwise says about changes.',
        clauseNo:
          'None of the parties attaches anything to the fence without the consent of the other parties.',
      },
      'Skal det være en grind i gjerdet som dere kan gå gjennom?': {
        text: 'Should there be a gate in the fence that you can walk through?',
        clauseYes:
          'The fence has a gate that the parties and their households can walk through, and it is kept closed.',
        clauseNo: 'The fence has no gate.',
      },
    },

    animals: {
      'Skal hunder alltid være i bånd når de er utenfor egen eiendom?': {
        text: 'Should dogs always be on a lead when they are off their own property?',
        description:
          'From 1 April to 20 August inclusive, a dog must be kept on a lead or be securely fenced in or shut in (the Dog Act (hundeloven) § 6), and whoever has a dog must take care that it does no harm and ensure that keeping it is not an unreasonable nuisance to others (the Dog Act (hundeloven) § 3).',
        clauseYes:
          'Dogs that the parties have are kept on a lead all year round when they are off their owner’s own property or fenced garden, also in common areas and on a shared road, and whoever has the dog picks up after it straight away.',
        clauseNo:
          'Dogs that the parties have may be off the lead when the law allows it and they are under control, but not on the other parties’ property, and whoever has the dog picks up after it straight away.',
      },
      'Skal den som har hund, sørge for at den ikke bjeffer eller uler lenge om gangen?': {
        text: 'Should whoever has a dog make sure it does not bark or howl for long periods?',
        clauseYes:
          'A party who has a dog does not leave it alone outside or on the balcony so that it barks or howls for a long time, and takes it in when it barks in the evening and at night.',
        clauseNo:
          'The parties set no requirements of their own on each other about barking, but whoever has a dog shows reasonable consideration for the other parties.',
      },
      'Skal katter kunne gå fritt ute?': {
        text: 'Should cats be allowed to roam freely outdoors?',
        clauseYes:
          'Cats that the parties have may roam freely outdoors, and whoever has the cat removes droppings the cat leaves in sandpits and flower beds at the other parties’ homes when they ask.',
        clauseNo:
          'Cats that the parties have are kept indoors or in a fenced area and do not roam freely onto the other parties’ property.',
      },
      'Hvilke andre dyr kan dere ha ute?': {
        text: 'What other animals may you keep outdoors?',
        options: [
          {
            text: 'Hens, but not a rooster',
            clause:
              'Each of the parties may keep hens on their own property, but not a rooster, and keeps them fenced in and clean so that they do not smell or make noise to the inconvenience of the other parties.',
          },
          {
            text: 'Hens and a rooster',
            clause:
              'Each of the parties may keep hens and a rooster on their own property, keeps them fenced in and clean, and keeps the rooster indoors at night and early in the morning.',
          },
          {
            text: 'None unless everyone agrees',
            clause:
              'None of the parties keeps hens, a rooster or other domestic animals outdoors without the consent of the other parties.',
          },
        ],
      },
      'Skal den som har et dyr, betale for skade dyret gjør hos de andre?': {
        text: 'Should whoever has an animal pay for damage the animal does to the others?',
        clauseYes:
          'A party who has an animal pays for damage the animal does to the other parties’ property, garden or animals, and this takes precedence over what this agreement otherwise says about damage.',
        clauseNo:
          'Damage an animal does to the other parties’ property is compensated in accordance with the law, unless this agreement provides otherwise.',
      },
    },

    road: {
      'Hvilken vei gjelder avtalen, og hvem eier grunnen den går over?': {
        text: 'Which road does the agreement concern, and who owns the land it runs across?',
        description: 'Write where the road runs, from where to where, and who owns the land under it.',
        clauseTemplate: 'The agreement concerns this road: {{svar}}.',
        section: 'Background',
      },
      'Hvordan skal kostnadene til vedlikehold av veien deles?': {
        text: 'How should the costs of maintaining the road be divided?',
        description:
          'Without an agreement, everyone who uses a private road as shared access for several properties must keep it in proper and usable condition according to how much each uses it (the Roads Act (veglova) § 54), but you can agree on a different division.',
        options: [
          {
            text: 'Equally',
            clause:
              'The costs of maintaining the road are shared equally between the parties, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'By the length of road each uses',
            clause:
              'The costs of maintaining the road are divided according to the length of the road each of the parties uses, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'By how much each uses the road',
            clause:
              'The costs of maintaining the road are divided according to how much each of the parties uses it, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
        ],
      },
      'Skal dere bestille brøyting og strøing av veien sammen?': {
        text: 'Should you order snow clearing and gritting of the road together?',
        clauseYes:
          'The parties order snow clearing and gritting of the road together and divide the costs in the same way as the costs of maintaining the road.',
        clauseNo:
          'Each of the parties arranges snow clearing and gritting of the part of the road that lies on their own property or is used only by that party, and this takes precedence over what this agreement otherwise says about the division of costs.',
      },
      'Hvor fort kan dere kjøre på veien?': {
        text: 'How fast may you drive on the road?',
        options: [
          {
            text: 'At walking pace',
            clause:
              'The parties and their households drive no faster than walking pace on the road, and ask visitors to do the same.',
          },
          {
            text: 'At most 20 km/h',
            clause:
              'The parties and their households drive no faster than 20 km/h on the road, and ask visitors to do the same.',
          },
          {
            text: 'At most 30 km/h',
            clause:
              'The parties and their households drive no faster than 30 km/h on the road, and ask visitors to do the same.',
          },
        ],
      },
      'Skal veien kunne brukes av tunge kjøretøy, som lastebiler og gravemaskiner?': {
        text: 'Should it be possible to use the road for heavy vehicles, such as lorries and excavators?',
        clauseYes:
          'The parties may use the road for heavy vehicles, such as lorries and excavators, and whoever does so repairs any damage the driving does to the road at their own expense, and this takes precedence over what this agreement otherwise says about damage.',
        clauseNo:
          'The parties do not use the road for heavy vehicles, such as lorries and excavators, without the consent of the other parties.',
      },
      'Skal det være forbudt å parkere på veien og snuplassen?': {
        text: 'Should parking on the road and the turning area be prohibited?',
        clauseYes:
          'The parties do not park, and ensure that their visitors do not park, on the road or the turning area.',
        clauseNo:
          'The parties may park briefly along the road, and let their visitors do so, when it does not obstruct other traffic, snow clearing or emergency vehicles.',
      },
    },

    'building-works': {
      'Skal den som skal bygge, rive eller grave, varsle de andre i god tid?': {
        text: 'Should whoever is going to build, demolish or dig notify the others in good time?',
        description:
          'Anyone who wants to start planting, digging, building or anything else that may cause harm or inconvenience to the neighbouring property must notify the neighbour a reasonable time beforehand (the Neighbour Act (grannelova) § 6), and many building projects also require notice to neighbours under the Planning and Building Act.',
        clauseYes:
          'A party who is going to build, demolish, dig or blast on their property notifies the other parties in writing at least four weeks before the work starts, and says what is to be done and how long it will last, and this takes precedence over what this agreement otherwise says about notice.',
        clauseNo:
          'A party who is going to build, demolish, dig or blast on their property notifies the other parties as the law requires, and at least as this agreement otherwise requires for changes near the property boundary.',
      },
      'Når kan det gjøres støyende byggearbeid?': {
        text: 'When may noisy building work be done?',
        options: [
          {
            text: 'Monday to Friday 07:00–19:00 and Saturday 09:00–15:00',
            clause:
              'Noisy building work, such as demolition, drilling, jackhammering and blasting, is done only from Monday to Friday from 07:00 to 19:00 and on Saturdays from 09:00 to 15:00, and this takes precedence over what this agreement otherwise says about noisy work.',
          },
          {
            text: 'Only Monday to Friday 08:00–17:00',
            clause:
              'Noisy building work, such as demolition, drilling, jackhammering and blasting, is done only from Monday to Friday from 08:00 to 17:00, and this takes precedence over what this agreement otherwise says about noisy work.',
          },
        ],
      },
      'Skal den som bygger, dekke skade arbeidet gjør hos de andre, også om ingen kan lastes for den?': {
        text: 'Should whoever builds cover damage the work does to the others, even if nobody is to blame for it?',
        description:
          'Anyone who digs, builds or blasts must take the necessary measures against landslips, subsidence, vibrations, flying rock and air pressure on the neighbouring property (the Neighbour Act (grannelova) § 5), and financial loss from harm or inconvenience contrary to the Neighbour Act (grannelova) §§ 2 to 5 must be compensated even when nobody has been negligent (the Neighbour Act (grannelova) § 9).',
        clauseYes:
          'A party who carries out building work covers damage the work does to the other parties’ property or to shared facilities, even when nobody has been negligent, and this takes precedence over what this agreement otherwise says about damage.',
        clauseNo:
          'Damage that building work does to the other parties’ property is compensated in accordance with the law, including the Neighbour Act (grannelova) and the general rules on compensation, unless this agreement provides otherwise.',
      },
      'Skal tilstanden hos de andre dokumenteres før tungt arbeid starter?': {
        text: 'Should the condition of the others’ property be documented before heavy work starts?',
        clauseYes:
          'Before digging, blasting or other heavy building work starts, whoever is to do the work photographs, together with the other parties, the condition of what may be damaged on their properties, such as masonry, walls and driveway, and the parties each receive a copy.',
        clauseNo:
          'This agreement does not require the condition to be documented before building work starts.',
      },
      'Skal den som bygger, kunne sette opp stillas og bruke de andres grunn mens arbeidet pågår?': {
        text: 'Should whoever builds be able to put up scaffolding and use the others’ land while the work is going on?',
        clauseYes:
          'A party who builds may, after giving notice, put up scaffolding, store materials and move about on the other parties’ land near the boundary as far as the work requires and for as long as it lasts, and restores the land to the same condition as before when the work is finished.',
        clauseNo:
          'A party who builds does not use the other parties’ land for scaffolding, storage or access without their prior consent.',
      },
      'Skal den som bygger, rydde byggeavfall, søle og støv fortløpende?': {
        text: 'Should whoever builds clear away building waste, mud and dust as the work goes along?',
        clauseYes:
          'A party who builds keeps the shared road, the driveway and the other parties’ property free of building waste, and removes mud and dust that the work brings with it, as the work goes along.',
        clauseNo:
          'A party who builds clears away building waste, mud and dust that the work brings with it when the work is finished.',
      },
    },

    'boundary-building': {
      'Hva skal bygges, og hvor på eiendommen skal det stå?': {
        text: 'What is to be built, and where on the property is it to stand?',
        description:
          'Write what kind of building it is, who owns the property it is to stand on, and where it is to stand, for example “garage on Ola’s property, in the corner towards Kari’s garden”.',
        clauseTemplate: 'The agreement concerns this building near the property boundary: {{svar}}.',
        section: 'Background',
      },
      'Hvor mange meter fra eiendomsgrensen skal bygget minst stå?': {
        text: 'At least how many metres from the property boundary should the building stand?',
        description:
          'Write the shortest distance from the wall of the building to the boundary, for example 1.5. If the building stands closer than 8 metres to a building on the neighbouring property, separate requirements may apply to prevent fire from spreading between the buildings (the Building Technical Regulations (byggteknisk forskrift) § 11-6).',
        clauseTemplate:
          'The building is to stand at least {{svar}} metres from the property boundary, measured from the wall closest to the boundary, and no part of the building, including roof overhangs and gutters, is to extend across the boundary.',
      },
      'Samtykker naboen til at bygget står nærmere grensen enn 4 meter?': {
        text: 'Does the neighbour consent to the building standing closer to the boundary than 4 metres?',
        description:
          'Unless a plan for the area provides otherwise, a building must be at a distance from the neighbouring boundary of at least half its height, and not less than 4 metres. The municipality may approve it standing closer to the boundary or on the boundary when the owner of the neighbouring property has given written consent, or when it is a detached garage, an outbuilding or a similar smaller building (the Planning and Building Act § 29-4). The municipality decides for itself and has no duty to approve the placement, even if the neighbour has consented.',
        clauseYes:
          'The owner of the neighbouring property consents to the building standing as close to the property boundary as this agreement states, including closer than 4 metres, signs a separate declaration of consent when the building application requires it and does not withdraw the consent, but the parties are aware that the consent does not bind the municipality, which decides for itself whether the placement is approved, and this takes precedence over what this agreement otherwise says about changes near the property boundary and about ending the agreement.',
        clauseNo:
          'The owner of the neighbouring property does not consent to the building standing closer to the property boundary than the Planning and Building Act and the plans for the area allow without such consent.',
      },
      'Hva skal skje med samtykket hvis bygget ikke er satt opp innen en viss tid?': {
        text: 'What should happen to the consent if the building has not been put up within a certain time?',
        options: [
          {
            text: 'It lapses after one year',
            clause:
              'The consent to the placement lapses if the building has not been put up within one year after this agreement was entered into.',
          },
          {
            text: 'It lapses after three years',
            clause:
              'The consent to the placement lapses if the building has not been put up within three years after this agreement was entered into.',
          },
          {
            text: 'It applies without a time limit',
            clause:
              'The consent to the placement applies without a time limit, even if the building is put up later.',
          },
        ],
      },
      'Hvor høyt og hvor stort kan bygget høyst være?': {
        text: 'How high and how large may the building be at most?',
        description:
          'Write the height and the footprint, for example “at most 3.5 metres to the ridge and a footprint of 30 m²”. A detached building on a developed property that is not to be used as a dwelling, such as a garage or an outbuilding, can be put up without an application to the municipality only when it meets certain requirements, among them that it is no larger than 50 m² and stands at least 1 metre from the neighbouring boundary (the Building Applications Regulations (byggesaksforskriften) § 4-1).',
        clauseTemplate:
          'The building is to have at most this height and size, also after later changes: {{svar}}.',
      },
      'Skal vann og snø fra taket på bygget holdes borte fra naboens eiendom?': {
        text: 'Should water and snow from the roof of the building be kept off the neighbour’s property?',
        description:
          'Nobody may build so that roof drip or sliding snow falls onto the neighbouring property to the harm or inconvenience of the neighbour (the Neighbour Act (grannelova) § 4).',
        clauseYes:
          'The owner of the building provides gutters and downpipes, and snow guards where the roof slopes towards the neighbouring property, so that water and snow from the roof of the building do not end up on the neighbouring property.',
        clauseNo:
          'The parties agree nothing in particular about water and snow from the roof of the building, and the law then applies, including the Neighbour Act (grannelova).',
      },
      'Skal eieren av bygget kunne gå inn på naboens grunn for å vedlikeholde veggen og taket?': {
        text: 'Should the owner of the building be able to go onto the neighbour’s land to maintain the wall and the roof?',
        description:
          'If the building stands near the boundary, the wall, the roof and the gutters facing the neighbour can often only be painted and repaired from the neighbour’s side.',
        clauseYes:
          'The owner of the building may go onto the neighbouring property near the building and put up a ladder or scaffolding there as far as needed to maintain, repair and paint the wall, the roof and the gutters, after notifying the owner of the neighbouring property at least one week in advance, or as soon as possible when something must be repaired straight away, and restores the land to the same condition as before when the work is finished.',
        clauseNo:
          'The owner of the building does not go onto the neighbouring property to maintain the building without the consent of the owner of the neighbouring property in each individual case.',
      },
      'Skal samtykket og vilkårene for bygget tinglyses på eiendommene?': {
        text: 'Should the consent and the conditions for the building be registered against the properties?',
        description:
          'A right over the neighbour’s property, such as the right to go onto the land to maintain the building, or a restriction on the building can be registered as a declaration against the property it concerns, and only then is it protected against a new owner or mortgagee who did not know of it (the Land Registration Act (tinglysingsloven) § 20 and § 21).',
        clauseYes:
          'What this agreement says about the building near the property boundary is registered as a declaration against the properties it concerns, as far as it can be registered, and the parties consent to the registration and sign what is needed for it, and this takes precedence over what this agreement otherwise says about registration.',
        clauseNo:
          'What this agreement says about the building near the property boundary is not registered, unless this agreement provides otherwise, and the parties are aware that a right under it may then lapse in relation to a new owner or mortgagee who did not know of it.',
      },
    },

    water: {
      'Skal vann fra tak og takrenner ledes bort slik at det ikke renner over til de andre?': {
        text: 'Should water from roofs and gutters be led away so that it does not run over to the others?',
        description:
          'Nobody may build so that roof drip or sliding snow falls onto the neighbouring property to the harm or inconvenience of the neighbour (the Neighbour Act (grannelova) § 4), and water that is led over to the neighbour in an unreasonable or unnecessary way may be contrary to the Neighbour Act (grannelova) § 2.',
        clauseYes:
          'Each of the parties leads water from roofs, gutters and downpipes on their own property away to their own land, a drain or a surface water pipe, so that it does not run onto the other parties’ property.',
        clauseNo:
          'The parties agree nothing in particular about water from roofs, and the law then applies, including the Neighbour Act (grannelova).',
      },
      'Skal den som endrer terrenget eller legger nye tette flater, sørge for at overvannet ikke renner over til de andre?':
        {
          text: 'Should whoever changes the terrain or lays new sealed surfaces make sure that the surface water does not run over to the others?',
          description:
            'Water that runs naturally from a property lying higher up must as a rule be accepted by the owner below, but changes that make more water run over to the neighbour may be contrary to the Neighbour Act (grannelova) § 2.',
          clauseYes:
            'A party who changes the terrain, lays asphalt, paving stones or other sealed surfaces or builds on their property ensures that the surface water is dealt with on their own property, so that no more water runs over to the other parties than before.',
          clauseNo:
            'The parties agree nothing in particular about surface water when terrain or surfaces are changed, and the law then applies, including the Neighbour Act (grannelova).',
        },
      'Skal takrenner, nedløp og sluk renskes hver høst?': {
        text: 'Should gutters, downpipes and drains be cleaned every autumn?',
        clauseYes:
          'Each of the parties cleans gutters, downpipes and drains on their own property at least once a year, in the autumn, so that water does not run over to the other parties.',
        clauseNo:
          'Each of the parties decides when gutters, downpipes and drains on their own property are cleaned.',
      },
      'Skal dere holde felles grøfter, drenering og overvannsledninger i stand sammen?': {
        text: 'Should you keep shared ditches, drainage and surface water pipes in good repair together?',
        clauseYes:
          'The parties keep ditches, drainage pipes and surface water pipes that serve more than one of the properties open and in good repair together, and share the costs equally, unless this agreement provides otherwise.',
        clauseNo:
          'Each of the parties keeps ditches, drainage pipes and surface water pipes on their own property in good repair at their own expense, and this takes precedence over what this agreement otherwise says about maintenance and the division of costs.',
      },
      'Skal den som ser at vann renner over fra en annen eiendom, si fra med en gang?': {
        text: 'Should whoever sees water running over from another property say so straight away?',
        description:
          'Someone who suffers damage may have their compensation under the Neighbour Act (grannelova) reduced, or lose it, if by good neighbourly practice they ought to have spoken up earlier (the Neighbour Act (grannelova) § 9).',
        clauseYes:
          'A party who sees water running over from another party’s property that may cause damage tells that party straight away, and that party does what is needed to stop the water as soon as possible.',
        clauseNo:
          'The parties have no particular duty under this agreement to speak up about water running over from another property.',
      },
      'Skal snø fra tak og innkjørsel bare legges på egen eiendom?': {
        text: 'Should snow from roofs and driveways be put only on your own property?',
        clauseYes:
          'Each of the parties puts snow from roofs, driveway and yard only on their own property, and in such a way that the meltwater does not run over to the other parties.',
        clauseNo:
          'The parties may put snow on another party’s property when that party has consented, and otherwise on their own property.',
      },
    },
  },

  aspects: {
    cat: {
      'Hva skal den som har katt, gjøre når katten gjør fra seg hos de andre?': {
        text: 'What should whoever has a cat do when the cat does its business on the others’ property?',
        options: [
          {
            text: 'Remove it when the others ask',
            clause:
              'A party who has a cat removes droppings the cat leaves on the other parties’ property, including in sandpits and flower beds, when they ask.',
          },
          {
            text: 'Pay for measures, such as a cover over the sandpit',
            clause:
              'A party who has a cat pays for reasonable measures that keep the cat away from sandpits and flower beds on the other parties’ property, such as a cover or a net over the sandpit, and removes droppings the cat nevertheless leaves there when they ask, and this takes precedence over what this agreement otherwise says about the division of costs.',
          },
          {
            text: 'Keep the cat indoors at night',
            clause:
              'A party who has a cat keeps it indoors from 22:00 to 07:00 and removes droppings the cat leaves on the other parties’ property when they ask.',
          },
        ],
      },
      'Skal katter dere har, være ID-merket og kastrert eller sterilisert?': {
        text: 'Should cats you have be ID-marked and neutered or spayed?',
        clauseYes: 'Cats that the parties have are ID-marked and neutered or spayed.',
        clauseNo: 'The parties make no demands on each other about ID-marking, neutering or spaying of cats.',
      },
      'Skal dere se på saken igjen hvis det ikke er blitt bedre etter en måned?': {
        text: 'Should you look at the matter again if things have not improved after a month?',
        clauseYes:
          'If things have not improved one month after this agreement is signed, the parties meet and agree on new measures.',
        clauseNo:
          'The parties agree no separate meeting about the cat beyond what this agreement otherwise says.',
      },
    },
    dog: {
      'Hva skal den som har hund, gjøre for at den ikke bjeffer når den er alene?': {
        text: 'What should whoever has a dog do so that it does not bark when it is alone?',
        options: [
          {
            text: 'Not leave it alone outside or on the balcony',
            clause:
              'A party who has a dog does not leave it alone outside or on the balcony, and takes it in when it barks.',
          },
          {
            text: 'Get a dog sitter when the owner is away for a long time',
            clause:
              'A party who has a dog arranges a dog sitter, dog day care or other supervision when the dog would otherwise be alone for more than five hours.',
          },
          {
            text: 'Train the dog with the help of an instructor',
            clause:
              'A party who has a dog, within three months, attends a course or gets help from a dog trainer to train the dog to be alone without barking.',
          },
        ],
      },
    },
    drilling: {
      'Når kan det bores, bankes og gjøres annet støyende arbeid?': {
        text: 'When may drilling, hammering and other noisy work be done?',
        options: [
          {
            text: 'Weekdays 08:00–20:00 and Saturdays 10:00–16:00',
            clause:
              'The parties drill, hammer and do other noisy work only on weekdays from 08:00 to 20:00 and on Saturdays from 10:00 to 16:00, never on Sundays and public holidays, unless the house rules where the parties live are stricter.',
          },
          {
            text: 'Weekdays 09:00–18:00, not at weekends',
            clause:
              'The parties drill, hammer and do other noisy work only on weekdays from 09:00 to 18:00, never at weekends or on public holidays, unless the house rules where the parties live are stricter.',
          },
        ],
      },
      'Skal den som skal pusse opp, varsle de andre en uke i forveien?': {
        text: 'Should whoever is going to renovate notify the others a week in advance?',
        clauseYes:
          'A party who is going to renovate or do noisy work over more than one day notifies the other parties at least one week in advance and says how long the work will last.',
        clauseNo:
          'The parties do not notify each other of renovation in advance beyond what the house rules require.',
      },
      'Hvor mange uker kan en oppussing med støyende arbeid høyst vare?': {
        text: 'For at most how many weeks may a renovation with noisy work last?',
        clauseTemplate:
          'Noisy work in one renovation lasts no longer than {{svar}} weeks in total, unless the other parties consent.',
      },
    },
    felling: {
      'Hvem skal gjøre fellingen?': {
        text: 'Who should do the felling?',
        options: [
          {
            text: 'A professional with liability insurance',
            clause:
              'The tree is felled by a professional who has liability insurance, such as an arborist or a forestry contractor.',
          },
          {
            text: 'One of us',
            clause:
              'The felling is done by the party who owns the trees, or by another party to whom the owner has given permission, and whoever does the felling secures the area while the work is going on.',
          },
        ],
      },
      'Hvilken dato skal fellingen senest være gjort?': {
        text: 'By what date must the felling be done at the latest?',
        clauseTemplate: 'The felling is to be done no later than {{svar}}.',
      },
      'Skal den som feller, dekke skade fellingen gjør hos de andre?': {
        text: 'Should whoever does the felling cover damage the felling does to the others?',
        clauseYes:
          'Whoever does the felling, or the owner when the owner has ordered the felling, covers damage the felling does to the other parties’ property, buildings and garden, insofar as an insurance policy does not cover it, and this takes precedence over what this agreement otherwise says about damage.',
        clauseNo:
          'Damage the felling does to the other parties’ property is compensated in accordance with the law, unless this agreement provides otherwise.',
      },
      'Hva skal skje med veden, kvisten og stubbene?': {
        text: 'What should happen to the wood, the twigs and the stumps?',
        options: [
          {
            text: 'The owner of the trees takes everything and removes the stumps',
            clause:
              'The owner of the trees takes the wood and the twigs and removes or grinds down the stumps within four weeks after the felling.',
          },
          {
            text: 'We share the wood, and the stumps are left standing',
            clause:
              'The parties share the wood equally, the owner of the trees clears away the twigs within four weeks after the felling, and the stumps are left standing.',
          },
          {
            text: 'Everything is taken away, and the stumps are ground down',
            clause:
              'The wood and the twigs are taken away, and the stumps are ground down, within four weeks after the felling, as part of the cost of the felling.',
          },
        ],
      },
    },
    snow: {
      'Hvordan skal dere dele snømåkingen?': {
        text: 'How will you share the snow clearing?',
        options: [
          {
            text: 'We take turns, one week each',
            clause:
              'The parties clear snow from and grit the road in turns, one week each, and whoever has the week clears snow when enough has fallen to hinder driving or walking, and grits when it is slippery.',
          },
          {
            text: 'Each of us takes our own part of the road',
            clause:
              'Each of the parties clears snow from and grits the part of the road that lies on their own property or is used only by that party.',
          },
          {
            text: 'We buy snow clearing and share the bill',
            clause:
              'The parties buy snow clearing and gritting of the road together and divide the costs in the same way as the costs of maintaining the road.',
          },
        ],
      },
      'Hvor skal snøen legges?': {
        text: 'Where should the snow be put?',
        description:
          'For example “in our own yard, not in front of the postboxes or on the neighbour’s lawn”.',
        clauseTemplate: 'Snow from the road is put here: {{svar}}.',
      },
    },
  },

  sections: {
    parking: 'Parking',
    noise: 'Noise and quiet',
    smoke: 'Smoking and barbecuing',
    woodsmoke: 'Wood burning',
    camera: 'Camera surveillance',
    trees: 'Trees and hedges',
    fence: 'Fence',
    animals: 'Keeping animals',
    road: 'Shared road',
    'building-works': 'Building works',
    'boundary-building': 'Building near the boundary',
    water: 'Water and drainage',
  },
};
