<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPhasePanel</name>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>passed %1</source>
        <translation>als %1 gepasst</translation>
    </message>
    <message>
        <source>actions start after Growth</source>
        <translation>Aktionen beginnen nach dem Wachstum</translation>
    </message>
    <message>
        <source>all passed: resolve the round</source>
        <translation>alle haben gepasst: Runde auswerten</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Übrige Architekten: %1</translation>
    </message>
    <message>
        <source>Turn of</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Who acts: the nation whose turn it is; another one only as a manual correction</source>
        <translation>Wer handelt: die Nation, die am Zug ist; eine andere nur als manuelle Korrektur</translation>
    </message>
    <message>
        <source>Buy card…</source>
        <translation>Karte kaufen…</translation>
    </message>
    <message>
        <source>Workers…</source>
        <translation>Arbeiter…</translation>
    </message>
    <message>
        <source>Explore (%1/%2)</source>
        <translation>Erkunden (%1/%2)</translation>
    </message>
    <message>
        <source>Dynasties: one action per exploration turn; the last one discovers the natural wonder (from our card data)</source>
        <translation>Dynastien: eine Aktion pro Erkundungszug; die letzte entdeckt das Naturwunder (aus unseren Kartendaten)</translation>
    </message>
    <message>
        <source>Hire Architect</source>
        <translation>Architekt anheuern</translation>
    </message>
    <message>
        <source>Special…</source>
        <translation>Sonderaktion…</translation>
    </message>
    <message>
        <source>Turmoil… (%1 left)</source>
        <translation>Unruhen… (%1 übrig)</translation>
    </message>
    <message>
        <source>Dynasties: take a turmoil card (−2 Stability this round) for 2 Gold or to play a dynasty; as many a round as public Architects (from our card data, not the Dynasties rulebook)</source>
        <translation>Dynastien: eine Unruhekarte nehmen (−2 Stabilität in dieser Runde) für 2 Gold oder um eine Dynastie zu spielen; so viele pro Runde wie öffentliche Architekten (aus unseren Kartendaten, nicht aus dem Dynastien-Regelheft)</translation>
    </message>
    <message>
        <source>%1 acts before everyone else: choose the action</source>
        <translation>%1 handelt vor allen anderen: Aktion wählen</translation>
    </message>
    <message>
        <source>%1: act first (%2 Gold to %3)</source>
        <translation>%1: zuerst handeln (%2 Gold an %3)</translation>
    </message>
    <message>
        <source>Card text: pay %1 Gold to the first player (second player if you are first) to take an extra action before everyone else; the next action of %2 (not a pass) is that action</source>
        <translation>Kartentext: zahle %1 Gold an den Startspieler (an den zweiten Spieler, wenn du Startspieler bist), um vor allen anderen eine zusätzliche Aktion auszuführen; die nächste Aktion von %2 (kein Passen) ist diese Aktion</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Apply anyway (manual correction)</source>
        <translation>Trotzdem anwenden (manuelle Korrektur)</translation>
    </message>
    <message>
        <source>The table&apos;s word beats the app&apos;s: recorded with the rule it overrules, marked as a manual correction</source>
        <translation>Das Wort des Tisches gilt mehr als die App: wird mit der übergangenen Regel gespeichert und als manuelle Korrektur markiert</translation>
    </message>
    <message>
        <source>Manual correction — %1: %2</source>
        <translation>Manuelle Korrektur — %1: %2</translation>
    </message>
    <message>
        <source>By hand — %1: %2</source>
        <translation>Von Hand — %1: %2</translation>
    </message>
    <message>
        <source>next free slot</source>
        <translation>nächster freier Platz</translation>
    </message>
    <message>
        <source>replace %1</source>
        <translation>%1 ersetzen</translation>
    </message>
    <message>
        <source>cover %1</source>
        <translation>%1 abdecken</translation>
    </message>
    <message>
        <source>(%1 Workers go idle)</source>
        <translation>(%1 Arbeiter werden frei)</translation>
    </message>
    <message>
        <source>%1 buys a Progress Card</source>
        <translation>%1 kauft eine Fortschrittskarte</translation>
    </message>
    <message>
        <source>%1: Workers</source>
        <translation>%1: Arbeiter</translation>
    </message>
    <message>
        <source>%1 hires an Architect</source>
        <translation>%1 heuert einen Architekten an</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card</source>
        <translation>%1 nimmt eine Unruhekarte</translation>
    </message>
    <message>
        <source>%1 explores %2</source>
        <translation>%1 erkundet %2</translation>
    </message>
    <message>
        <source>%1: special action</source>
        <translation>%1: Sonderaktion</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>%1 · %2 Gold</source>
        <translation>%1 · %2 Gold</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Goldenes Zeitalter</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>1 VP</source>
        <translation>1 SP</translation>
    </message>
    <message>
        <source>special</source>
        <translation>Sonder</translation>
    </message>
    <message>
        <source>Free Architects (up to %1)</source>
        <translation>Kostenlose Architekten (bis zu %1)</translation>
    </message>
    <message numerus="yes">
        <source>Also take %n Worker(s)</source>
        <translation>
            <numerusform>Auch %n Arbeiter nehmen</numerusform>
            <numerusform>Auch %n Arbeiter nehmen</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>%1 also buys the VP (%2), price %3 in any mix:</source>
        <translation>%1 kauft auch die SP (%2), Preis %3 in beliebiger Mischung:</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 zahlt</translation>
    </message>
    <message>
        <source>%1 Workers</source>
        <translation>%1 Arbeiter</translation>
    </message>
    <message>
        <source>Deploy (%1 Stone)</source>
        <translation>Einsetzen (%1 Stein)</translation>
    </message>
    <message>
        <source>Deploy free</source>
        <translation>Kostenlos einsetzen</translation>
    </message>
    <message>
        <source>Undeploy 1</source>
        <translation>1 abziehen</translation>
    </message>
    <message>
        <source>Free, not an action: only during your own turn (Rulebook p.15)</source>
        <translation>Kostenlos, keine Aktion: nur in deinem eigenen Zug (Regelheft S. 15)</translation>
    </message>
    <message>
        <source>Idle Workers: %1</source>
        <translation>Freie Arbeiter: %1</translation>
    </message>
    <message>
        <source>Public Architect (%1 left)</source>
        <translation>Öffentlicher Architekt (%1 übrig)</translation>
    </message>
    <message>
        <source>Private Architect of %1 (%2 of %3 used)</source>
        <translation>Eigener Architekt von %1 (%2 von %3 genutzt)</translation>
    </message>
    <message>
        <source>%1: draw %2 Progress Cards and tick the Colonies among them; they make a 4th row of the Progress Board (%3 Gold each)</source>
        <translation>%1: %2 Fortschrittskarten ziehen und die Kolonien darunter ankreuzen; sie bilden eine 4. Reihe der Fortschrittstafel (je %3 Gold)</translation>
    </message>
    <message>
        <source>Explore and discover</source>
        <translation>Erkunden und entdecken</translation>
    </message>
    <message>
        <source>finished Wonder to a free slot</source>
        <translation>fertiges Weltwunder auf einen freien Platz</translation>
    </message>
    <message>
        <source>finished Wonder covers %1</source>
        <translation>fertiges Weltwunder deckt %1 ab</translation>
    </message>
    <message>
        <source>(%1 of %2 used)</source>
        <translation>(%1 von %2 genutzt)</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>No card of %1 with a special action is active (Workers on Buildings, Advisor, Colonies, ready Wonders).</source>
        <translation>%1 hat keine aktive Karte mit Sonderaktion (Arbeiter auf Gebäuden, Berater, Kolonien, fertige Weltwunder).</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card: −%2 Stability until the end of the round, and 2 Gold or one of the nation&apos;s dynasties, which covers the nation special or the dynasty in play. %3 turmoil card(s) left this round. (Mechanics from our card data; we have no Dynasties rulebook.)</source>
        <translation>%1 nimmt eine Unruhekarte: −%2 Stabilität bis zum Ende der Runde, und 2 Gold oder eine der Dynastien der Nation, die die Nationenfähigkeit oder die Dynastie im Spiel abdeckt. Noch %3 Unruhekarte(n) in dieser Runde. (Regeln aus unseren Kartendaten; ein Dynastien-Regelheft haben wir nicht.)</translation>
    </message>
    <message>
        <source>Take 2 Gold</source>
        <translation>2 Gold nehmen</translation>
    </message>
    <message>
        <source>(in play)</source>
        <translation>(im Spiel)</translation>
    </message>
    <message>
        <source>(played and covered)</source>
        <translation>(gespielt und abgedeckt)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Buy for %1 Gold</source>
        <translation>Für %1 Gold kaufen</translation>
    </message>
    <message>
        <source>Ctrl+B: buy a Progress Card; row 1, 2 or 3 costs 1, 2 or 3 Gold (Rulebook p.14)</source>
        <translation>Strg+B: eine Fortschrittskarte kaufen; Reihe 1, 2 oder 3 kostet 1, 2 oder 3 Gold (Regelheft S. 14)</translation>
    </message>
    <message>
        <source>Ctrl+W: deploy a Worker (an action, pays its Stone) or undeploy (free), Rulebook p.15</source>
        <translation>Strg+W: einen Arbeiter einsetzen (eine Aktion, kostet seinen Stein) oder abziehen (kostenlos), Regelheft S. 15</translation>
    </message>
    <message>
        <source>Ctrl+I: build the next section of the Wonder under construction (Rulebook p.17)</source>
        <translation>Strg+I: den nächsten Abschnitt des Weltwunders im Bau errichten (Regelheft S. 17)</translation>
    </message>
    <message>
        <source>Ctrl+J: special action of a card you hold, or one another nation&apos;s card offers you (Rulebook p.17)</source>
        <translation>Strg+J: Sonderaktion einer eigenen Karte oder einer, die dir die Karte einer anderen Nation anbietet (Regelheft S. 17)</translation>
    </message>
    <message>
        <source>Ctrl+P: no more actions this round (Rulebook p.14); the pass order counts for cards that say &quot;passed first&quot; or &quot;passed last&quot;</source>
        <translation>Strg+P: keine weiteren Aktionen in dieser Runde (Regelheft S. 14); die Reihenfolge des Passens zählt für Karten mit „hat zuerst gepasst“ oder „hat zuletzt gepasst“</translation>
    </message>
    <message>
        <source>Type a card name, Enter to pick it, then its row: 1, 2 or 3</source>
        <translation>Kartennamen tippen, Eingabe wählt ihn, dann seine Reihe: 1, 2 oder 3</translation>
    </message>
    <message>
        <source>Card to buy</source>
        <translation>Zu kaufende Karte</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Key %1 in the search field: this row</source>
        <translation>Taste %1 im Suchfeld: diese Reihe</translation>
    </message>
    <message>
        <source>Key %1 in the search field: buy from this row</source>
        <translation>Taste %1 im Suchfeld: aus dieser Reihe kaufen</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>%1 zahlen</translation>
    </message>
</context>
<context>
    <name>ByHandBadge</name>
    <message>
        <source>by hand</source>
        <translation>von Hand</translation>
    </message>
</context>
<context>
    <name>CampaignChart</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Häuptling</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Kaiser</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Add a card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Type a card name…</source>
        <translation>Kartennamen eingeben…</translation>
    </message>
    <message>
        <source>Gold paid:</source>
        <translation>Gezahltes Gold:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>(row price; &quot;none&quot; only records the card)</source>
        <translation>(Reihenpreis; „keins“ speichert nur die Karte)</translation>
    </message>
    <message>
        <source>pre-printed</source>
        <translation>vorgedruckt</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>No card matches.</source>
        <translation>Keine Karte passt.</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter take · Esc cancel</source>
        <translation>↑/↓ wählen · Enter nehmen · Esc abbrechen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The app does not know this A side&apos;s printed starting cards yet: the pre-printed cards are listed after the deck cards (free to place, remembered for this side&apos;s next game).</source>
        <translation>Die App kennt die aufgedruckten Startkarten dieser A-Seite noch nicht: die vorgedruckten Karten stehen nach den Stapelkarten (kostenlos zu legen, für das nächste Spiel mit dieser Seite gemerkt).</translation>
    </message>
    <message>
        <source>level not set</source>
        <translation>Stufe nicht gesetzt</translation>
    </message>
    <message>
        <source>Basic, advanced or expert (the set symbol on the card): the app does not know it for this card. What you choose is remembered for every game.</source>
        <translation>Basis, Fortgeschritten oder Experte (das Set-Symbol auf der Karte): die App kennt es für diese Karte nicht. Deine Wahl wird für jedes Spiel gemerkt.</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 minus eins</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus eins</translation>
    </message>
</context>
<context>
    <name>DiceGamePage</name>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Round %1 of 4 — Age %2</source>
        <translation>Runde %1 von 4 — Zeitalter %2</translation>
    </message>
    <message>
        <source>Famine: %1 Food · War: %2 Strength</source>
        <translation>Hungersnot: %1 Nahrung · Krieg: %2 Militärstärke</translation>
    </message>
    <message>
        <source>Opponent&apos;s Books: %1</source>
        <translation>Bücher des Gegners: %1</translation>
    </message>
    <message>
        <source>tougher opponent</source>
        <translation>stärkerer Gegner</translation>
    </message>
    <message>
        <source>covered tiles score</source>
        <translation>abgedeckte Plättchen zählen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Round %1: the new Event tile</source>
        <translation>Runde %1: das neue Ereignisplättchen</translation>
    </message>
    <message>
        <source>Refill the Progress board with age %1 tiles first</source>
        <translation>Fülle zuerst die Fortschrittstafel mit Plättchen des Zeitalters %1 auf</translation>
    </message>
    <message>
        <source>Famine: Food needed</source>
        <translation>Hungersnot: benötigte Nahrung</translation>
    </message>
    <message>
        <source>War: Strength needed</source>
        <translation>Krieg: benötigte Militärstärke</translation>
    </message>
    <message>
        <source>Books rolled for the opponent (%1 blue dice)</source>
        <translation>Für den Gegner gewürfelte Bücher (%1 blaue Würfel)</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Runde %1 beginnen</translation>
    </message>
    <message>
        <source>Round scored</source>
        <translation>Runde gewertet</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Regelheft des Würfelspiels: %1</translation>
    </message>
    <message>
        <source>still playing: %1</source>
        <translation>spielt noch: %1</translation>
    </message>
    <message>
        <source>uses to enter: %1</source>
        <translation>verwendet zum Eintragen: %1</translation>
    </message>
    <message>
        <source>Scoring waits — %1</source>
        <translation>Die Wertung wartet — %1</translation>
    </message>
    <message>
        <source>Score round 4 and finish</source>
        <translation>Runde 4 werten und beenden</translation>
    </message>
    <message>
        <source>Score round %1</source>
        <translation>Runde %1 werten</translation>
    </message>
</context>
<context>
    <name>DicePlayerCard</name>
    <message>
        <source>Books %1</source>
        <translation>Bücher %1</translation>
    </message>
    <message>
        <source>VP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Books %1 · Famine %2 · War %3 · tiles in play %4 (counted at the end)</source>
        <translation>Bücher %1 · Hungersnot %2 · Krieg %3 · Plättchen im Spiel %4 (zählen am Ende)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n Neuwurf</numerusform>
            <numerusform>%n Neuwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy tile…</source>
        <translation>Plättchen kaufen…</translation>
    </message>
    <message>
        <source>Build wonder</source>
        <translation>Weltwunder bauen</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Used:</source>
        <translation>Verwendet:</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Bücher</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <source>Strength left unused</source>
        <translation>Ungenutzte Militärstärke</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Check the Food reachable:</source>
        <translation>Erreichbare Nahrung prüfen:</translation>
    </message>
    <message>
        <source>Food showing</source>
        <translation>Nahrung sichtbar</translation>
    </message>
    <message>
        <source>other unused dice</source>
        <translation>andere ungenutzte Würfel</translation>
    </message>
    <message>
        <source>→ up to %1 Food (2 dice make 1 Food)</source>
        <translation>→ bis zu %1 Nahrung (2 Würfel ergeben 1 Nahrung)</translation>
    </message>
    <message>
        <source>%1 · %2 VP</source>
        <translation>%1 · %2 SP</translation>
    </message>
    <message>
        <source> (under construction)</source>
        <translation> (im Bau)</translation>
    </message>
    <message>
        <source> (covered)</source>
        <translation> (abgedeckt)</translation>
    </message>
    <message>
        <source> (replaced)</source>
        <translation> (ersetzt)</translation>
    </message>
    <message>
        <source> (returned to the box)</source>
        <translation> (zurück in die Schachtel)</translation>
    </message>
</context>
<context>
    <name>DiceScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 — Hall of Fame: %2</source>
        <translation>%1 — Ruhmeshalle: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
</context>
<context>
    <name>DiceSetupPage</name>
    <message>
        <source>New game of Nations: The Dice Game</source>
        <translation>Neues Spiel Nations: The Dice Game</translation>
    </message>
    <message>
        <source>Deal the player order cards, then enter the players in that order. The Books track starts at each player&apos;s number (in a 2-player game player 2 starts at 3; solo both you and the opponent start at 1).</source>
        <translation>Verteile die Spielerreihenfolge-Karten und gib die Spieler in dieser Reihenfolge ein. Die Bücherleiste beginnt bei der Nummer jedes Spielers (im 2-Personen-Spiel beginnt Spieler 2 bei 3; solo beginnen du und der Gegner bei 1).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (solo)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Tougher opponent: reroll any 4s you roll for the opponent</source>
        <translation>Stärkerer Gegner: würfle jede 4 neu, die du für den Gegner würfelst</translation>
    </message>
    <message>
        <source>Covered Buildings and replaced Advisors still score at the end</source>
        <translation>Abgedeckte Gebäude und ersetzte Berater zählen am Ende noch</translation>
    </message>
    <message>
        <source>The rulebook counts the VP of your buildings and advisors at the end; by default only the tiles still in play score. Some tables (and the online version) count every tile bought. Rulebook lines 128, 138 and 200.</source>
        <translation>Das Regelheft zählt die SP deiner Gebäude und Berater am Ende; standardmäßig zählen nur die Plättchen, die noch im Spiel sind. Manche Runden (und die Online-Version) zählen jedes gekaufte Plättchen. Regelheft Zeilen 128, 138 und 200.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>DiceStartPanel</name>
    <message>
        <source>Nations: The Dice Game</source>
        <translation>Nations: The Dice Game</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Runde %1 fortsetzen</translation>
    </message>
    <message>
        <source>New Dice Game</source>
        <translation>Neues Würfelspiel</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · läuft</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · abgebrochen</translation>
    </message>
    <message>
        <source>Solo Hall of Fame</source>
        <translation>Solo-Ruhmeshalle</translation>
    </message>
</context>
<context>
    <name>DiceTileDialog</name>
    <message>
        <source>a building printed on the board</source>
        <translation>ein auf den Spielplan gedrucktes Gebäude</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militär</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Weltwunder</translation>
    </message>
    <message>
        <source>%1 buys a tile</source>
        <translation>%1 kauft ein Plättchen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>as printed on the tile</source>
        <translation>wie auf dem Plättchen gedruckt</translation>
    </message>
    <message>
        <source>Known names</source>
        <translation>Bekannte Namen</translation>
    </message>
    <message>
        <source>pick one entered before…</source>
        <translation>einen früher eingegebenen wählen…</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Row (price)</source>
        <translation>Reihe (Preis)</translation>
    </message>
    <message>
        <source>Paid with</source>
        <translation>Bezahlt mit</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Paid (0 = the row&apos;s price)</source>
        <translation>Bezahlt (0 = Preis der Reihe)</translation>
    </message>
    <message>
        <source>VP printed</source>
        <translation>Aufgedruckte SP</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <source>e.g. 2 orange dice, a Gold chit</source>
        <translation>z. B. 2 orange Würfel, ein Goldplättchen</translation>
    </message>
    <message>
        <source>Stone to build</source>
        <translation>Stein zum Bauen</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Deckt ab</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 (%2 parked, returned doubled)</source>
        <translation>%1 (%2 abgelegt, doppelt zurück)</translation>
    </message>
    <message>
        <source>%1 (%2: never lose VP for running short)</source>
        <translation>%1 (%2: nie SP-Verlust bei Mangel)</translation>
    </message>
    <message>
        <source>%1 (Strength %2) is below the War but %3 makes War defeats have no effect</source>
        <translation>%1 (Militärstärke %2) liegt unter dem Krieg, aber %3 hebt die Folgen von Kriegsniederlagen auf</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3</source>
        <translation>%1 (Militärstärke %2): besiegt %3</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3; the shadow opponent is not affected</source>
        <translation>%1 (Militärstärke %2): besiegt %3; der Schattengegner ist nicht betroffen</translation>
    </message>
    <message>
        <source>%1 (VP already lost for %2 this round)</source>
        <translation>%1 (SP für %2 in dieser Runde schon verloren)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0)</source>
        <translation>%1 (SP können nicht unter 0 fallen)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0: nothing lost, so a later %2 shortage this round still costs 1 VP)</source>
        <translation>%1 (SP können nicht unter 0 fallen: nichts verloren, ein späterer Mangel an %2 in dieser Runde kostet also noch 1 SP)</translation>
    </message>
    <message>
        <source>%1 (counts as %2, the top of the track)</source>
        <translation>%1 (zählt als %2, das Ende der Leiste)</translation>
    </message>
    <message>
        <source>%1 (this round)</source>
        <translation>%1 (diese Runde)</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody</source>
        <translation>%1 mit Militärstärke 0 besiegt niemanden</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody but a nation with negative Strength (game option)</source>
        <translation>%1 mit Militärstärke 0 besiegt nur eine Nation mit negativer Militärstärke (Spieloption)</translation>
    </message>
    <message>
        <source>%1 bonus</source>
        <translation>%1-Bonus</translation>
    </message>
    <message>
        <source>%1 defeat</source>
        <translation>%1: Niederlage</translation>
    </message>
    <message>
        <source>%1 defeat: no VP lost (%2)</source>
        <translation>%1: Niederlage, keine SP verloren (%2)</translation>
    </message>
    <message>
        <source>%1 shortage</source>
        <translation>Mangel an %1</translation>
    </message>
    <message>
        <source>%1 shortage (%2 missing)</source>
        <translation>Mangel an %1 (%2 fehlen)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 Strength against the War from %3 = %4</source>
        <translation>%1: %2 Militärstärke gegen den Krieg durch %3 = %4</translation>
    </message>
    <message>
        <source>%1: %2 more resources could not be lost instead of Books (nothing left)</source>
        <translation>%1: %2 weitere Ressourcen konnten nicht statt Büchern verloren werden (nichts mehr da)</translation>
    </message>
    <message>
        <source>%1: %2 — not met</source>
        <translation>%1: %2 — nicht erfüllt</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: Stability %2 added to Strength for player order</source>
        <translation>%1: Stabilität %2 zur Militärstärke für die Spielerreihenfolge addiert</translation>
    </message>
    <message>
        <source>%1: Strength %2 counts as 0 against the War (a game option lets a War at 0 defeat it)</source>
        <translation>%1: Militärstärke %2 zählt gegen den Krieg als 0 (eine Spieloption lässt einen Krieg mit 0 sie besiegen)</translation>
    </message>
    <message>
        <source>%1: Strength %2 is negative: no penalty (the rulebook&apos;s revolt is for Stability only; a game option can treat it as a revolt)</source>
        <translation>%1: Militärstärke %2 ist negativ: keine Strafe (der Aufstand der Spielregel gilt nur für Stabilität; eine Spieloption kann sie als Aufstand werten)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round</source>
        <translation>%1: gilt in dieser Runde als geringste Stabilität</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (alone, below the nations in revolt; a game option ties them)</source>
        <translation>%1: gilt in dieser Runde als geringste Stabilität (allein, unter den Nationen im Aufstand; eine Spieloption macht es zum Gleichstand)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (tied with the nations in revolt: game option)</source>
        <translation>%1: gilt in dieser Runde als geringste Stabilität (gleichauf mit den Nationen im Aufstand: Spieloption)</translation>
    </message>
    <message>
        <source>%1: no Gold, Food or Stone left to lose instead of %2 Books: nothing more is lost</source>
        <translation>%1: kein Gold, keine Nahrung und kein Stein mehr, um sie statt %2 Büchern zu verlieren: es geht nichts weiter verloren</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Bücher</translation>
    </message>
    <message>
        <source>Books are scored at the end of rounds 2, 4, 6 and 8 (not this round)</source>
        <translation>Bücher werden am Ende der Runden 2, 4, 6 und 8 gewertet (nicht in dieser Runde)</translation>
    </message>
    <message>
        <source>Books stay at 0: %1 not held</source>
        <translation>Bücher bleiben bei 0: %1 nicht vorhanden</translation>
    </message>
    <message>
        <source>Famine (%1)</source>
        <translation>Hungersnot (%1)</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 (counted double: %8) + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Gold %1 + Nahrung %2 + Stein %3 (doppelt gezählt: %8) + Bücher %4 + Militärstärke %5 + Stabilität %6 = %7</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Gold %1 + Nahrung %2 + Stein %3 + Bücher %4 + Militärstärke %5 + Stabilität %6 = %7</translation>
    </message>
    <message>
        <source>Hawaii (marked space of the %1 section: no upkeep)</source>
        <translation>Hawaii (markiertes Feld des Abschnitts %1: kein Unterhalt)</translation>
    </message>
    <message>
        <source>Military Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Population Track (%1 section)</source>
        <translation>Bevölkerungsleiste (Abschnitt %1)</translation>
    </message>
    <message>
        <source>Population Track (Food section)</source>
        <translation>Bevölkerungsleiste (Nahrungsabschnitt)</translation>
    </message>
    <message>
        <source>Population Track (Stability section)</source>
        <translation>Bevölkerungsleiste (Stabilitätsabschnitt)</translation>
    </message>
    <message>
        <source>Population Track (Strength section)</source>
        <translation>Bevölkerungsleiste (Militärstärkeabschnitt)</translation>
    </message>
    <message>
        <source>Resources %1 / 10 rounded down</source>
        <translation>Ressourcen %1 / 10, abgerundet</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Aufstand</translation>
    </message>
    <message>
        <source>Revolt (Stability %1)</source>
        <translation>Aufstand (Stabilität %1)</translation>
    </message>
    <message>
        <source>Solo: you are %1 in player order (your %2 vs shadow %3, your %4 vs shadow %5)</source>
        <translation>Solo: du bist %1 in der Spielerreihenfolge (deine %2 gegen Schatten %3, deine %4 gegen Schatten %5)</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Stability %1</source>
        <translation>Stabilität %1</translation>
    </message>
    <message>
        <source>Stability %1 (counts as %2, the top of the track)</source>
        <translation>Stabilität %1 (zählt als %2, das Ende der Leiste)</translation>
    </message>
    <message>
        <source>Stability %1 (negative: tied with every negative Stability)</source>
        <translation>Stabilität %1 (negativ: gleichauf mit jeder negativen Stabilität)</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Militärstärke %1</translation>
    </message>
    <message>
        <source>Strength %1 (counts as %2, the top of the track)</source>
        <translation>Militärstärke %1 (zählt als %2, das Ende der Leiste)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>SP-Marker</translation>
    </message>
    <message>
        <source>apply by hand: %1 %2: %3 %4 (use the manual correction)</source>
        <translation>von Hand anwenden: %1 %2: %3 %4 (mit der manuellen Korrektur)</translation>
    </message>
    <message>
        <source>as last round (tie with the shadow)</source>
        <translation>wie in der letzten Runde (Gleichstand mit dem Schatten)</translation>
    </message>
    <message>
        <source>check by hand: %1: %2</source>
        <translation>von Hand prüfen: %1: %2</translation>
    </message>
    <message>
        <source>corrected by hand (computed %1, entered %2)</source>
        <translation>von Hand korrigiert (berechnet %1, eingegeben %2)</translation>
    </message>
    <message>
        <source>instead of Books (Books at 0)</source>
        <translation>statt Büchern (Bücher bei 0)</translation>
    </message>
    <message>
        <source>manual adjustment of %1 ignored: Strength/Stability are board values (use the manual correction)</source>
        <translation>manuelle Anpassung von %1 ignoriert: Militärstärke/Stabilität sind Tafelwerte (mit der manuellen Korrektur)</translation>
    </message>
    <message>
        <source>manual: %1</source>
        <translation>manuell: %1</translation>
    </message>
    <message>
        <source>manual: correction</source>
        <translation>manuell: Korrektur</translation>
    </message>
    <message>
        <source>more Books than the shadow (%1 vs %2)</source>
        <translation>mehr Bücher als der Schatten (%1 gegen %2)</translation>
    </message>
    <message>
        <source>more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>mehr Stabilität als der Schatten (%1 gegen Schatten %2)</translation>
    </message>
    <message>
        <source>nations with fewer Books (%1 Books)</source>
        <translation>Nationen mit weniger Büchern (%1 Bücher)</translation>
    </message>
    <message>
        <source>negative Strength %1 (game option: counted as a revolt)</source>
        <translation>negative Militärstärke %1 (Spieloption: als Aufstand gewertet)</translation>
    </message>
    <message>
        <source>negative Strength (game option: counted as a revolt)</source>
        <translation>negative Militärstärke (Spieloption: als Aufstand gewertet)</translation>
    </message>
    <message>
        <source>new player order: %1 (%2)</source>
        <translation>neue Spielerreihenfolge: %1 (%2)</translation>
    </message>
    <message>
        <source>no War this round</source>
        <translation>kein Krieg in dieser Runde</translation>
    </message>
    <message>
        <source>no famine this round</source>
        <translation>keine Hungersnot in dieser Runde</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>not more Books than the shadow (%1 vs %2): no VP</source>
        <translation>nicht mehr Bücher als der Schatten (%1 gegen %2): keine SP</translation>
    </message>
    <message>
        <source>not more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>nicht mehr Stabilität als der Schatten (%1 gegen Schatten %2)</translation>
    </message>
    <message>
        <source>reduced by Stability %1</source>
        <translation>verringert durch Stabilität %1</translation>
    </message>
    <message>
        <source>shortage: %1 not held</source>
        <translation>Mangel: %1 nicht vorhanden</translation>
    </message>
    <message>
        <source>the Wonder under construction scores nothing</source>
        <translation>das Weltwunder im Bau zählt nichts</translation>
    </message>
    <message>
        <source>turmoil cards (this round)</source>
        <translation>Unruhekarten (diese Runde)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (lost to the war)</source>
        <translation>%1 (an den Krieg verloren)</translation>
    </message>
    <message>
        <source>%1 (nothing to remove)</source>
        <translation>%1 (nichts zu entfernen)</translation>
    </message>
    <message>
        <source>%1 (others)</source>
        <translation>%1 (die anderen)</translation>
    </message>
    <message>
        <source>%1 (paid)</source>
        <translation>%1 (bezahlt)</translation>
    </message>
    <message>
        <source>%1 counts %2 Strength in the next event</source>
        <translation>%1 zählt %2 Militärstärke im nächsten Ereignis</translation>
    </message>
    <message>
        <source>%1 declines %2</source>
        <translation>%1 lehnt %2 ab</translation>
    </message>
    <message>
        <source>%1 deploys a Worker for free on %2</source>
        <translation>%1 setzt kostenlos einen Arbeiter auf %2 ein</translation>
    </message>
    <message>
        <source>%1 follow-up affects: %2</source>
        <translation>%1, Folgewirkung betrifft: %2</translation>
    </message>
    <message>
        <source>%1 has no Worker to return</source>
        <translation>%1 hat keinen Arbeiter zum Zurückgeben</translation>
    </message>
    <message>
        <source>%1 hires %2 free Architect(s) on %3</source>
        <translation>%1 heuert %2 kostenlose(n) Architekten für %3 an</translation>
    </message>
    <message>
        <source>%1 is ready</source>
        <translation>%1 ist fertig</translation>
    </message>
    <message>
        <source>%1 lost nothing to the war this round</source>
        <translation>%1 hat in dieser Runde nichts an den Krieg verloren</translation>
    </message>
    <message>
        <source>%1 removes an Architect from the Wonder under construction</source>
        <translation>%1 entfernt einen Architekten vom Weltwunder im Bau</translation>
    </message>
    <message>
        <source>%1 removes the Advisor(s)</source>
        <translation>%1 entfernt die Berater</translation>
    </message>
    <message>
        <source>%1 removes the Colony %2</source>
        <translation>%1 entfernt die Kolonie %2</translation>
    </message>
    <message>
        <source>%1 returns %2 on top of the full Population Track</source>
        <translation>%1 legt %2 oben auf die volle Bevölkerungsleiste zurück</translation>
    </message>
    <message>
        <source>%1 returns %2 to the %3 section</source>
        <translation>%1 legt %2 in den Abschnitt %3 zurück</translation>
    </message>
    <message>
        <source>%1 takes a Worker from the %2 section</source>
        <translation>%1 nimmt einen Arbeiter aus dem Abschnitt %2</translation>
    </message>
    <message>
        <source>%1 takes the free Worker on top of the Population Track</source>
        <translation>%1 nimmt den freien Arbeiter oben auf der Bevölkerungsleiste</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1, %2: the gain comes before the loss, as in Production (a game option takes the printed order)</source>
        <translation>%1, %2: der Gewinn kommt vor dem Verlust, wie in der Produktion (eine Spieloption nimmt die gedruckte Reihenfolge)</translation>
    </message>
    <message>
        <source>%1, %2: the loss is taken before the gain (the printed order, a game option)</source>
        <translation>%1, %2: der Verlust kommt vor dem Gewinn (die gedruckte Reihenfolge, eine Spieloption)</translation>
    </message>
    <message>
        <source>%1, moved from %2</source>
        <translation>%1, versetzt von %2</translation>
    </message>
    <message>
        <source>%1: %2 Affected: %3.</source>
        <translation>%1: %2 Betroffen: %3.</translation>
    </message>
    <message>
        <source>%1: %2 gives nothing (×0)</source>
        <translation>%1: %2 bringt nichts (×0)</translation>
    </message>
    <message>
        <source>%1: counts as having the least Stability this round</source>
        <translation>%1: gilt in dieser Runde als Nation mit der geringsten Stabilität</translation>
    </message>
    <message>
        <source>%1: no (more) Workers left on the Population Track</source>
        <translation>%1: keine (weiteren) Arbeiter mehr auf der Bevölkerungsleiste</translation>
    </message>
    <message>
        <source>%1: no Wonder under construction to hire a free Architect for</source>
        <translation>%1: kein Weltwunder im Bau, für das ein kostenloser Architekt angeheuert werden könnte</translation>
    </message>
    <message>
        <source>%1: no event %2</source>
        <translation>%1: kein Ereignis %2</translation>
    </message>
    <message>
        <source>%1: player order stays as last round: %2</source>
        <translation>%1: die Spielerreihenfolge bleibt wie in der letzten Runde: %2</translation>
    </message>
    <message>
        <source>%1: the Action Phase is over, so its extra actions cannot be taken this round</source>
        <translation>%1: die Aktionsphase ist vorbei, seine Zusatzaktionen entfallen in dieser Runde</translation>
    </message>
    <message>
        <source>%1: the Wonder is ready</source>
        <translation>%1: das Weltwunder ist fertig</translation>
    </message>
    <message>
        <source>Golden Ages bought this round</source>
        <translation>in dieser Runde gekaufte Goldene Zeitalter</translation>
    </message>
    <message>
        <source>Workers on Age IV Buildings</source>
        <translation>Arbeiter auf Gebäuden der Epoche IV</translation>
    </message>
    <message>
        <source>a Worker from %1</source>
        <translation>einen Arbeiter von %1</translation>
    </message>
    <message>
        <source>an idle Worker</source>
        <translation>einen freien Arbeiter</translation>
    </message>
    <message>
        <source>least %1: %2</source>
        <translation>am wenigsten %1: %2</translation>
    </message>
    <message>
        <source>meeting the condition: %1</source>
        <translation>erfüllen die Bedingung: %1</translation>
    </message>
    <message>
        <source>most %1: %2</source>
        <translation>am meisten %1: %2</translation>
    </message>
    <message>
        <source>new player order: %1</source>
        <translation>neue Spielerreihenfolge: %1</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed first&quot; uses what was entered</source>
        <translation>Passreihenfolge unvollständig: „zuerst gepasst“ nimmt das Eingegebene</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed last&quot; uses what was entered</source>
        <translation>Passreihenfolge unvollständig: „zuletzt gepasst“ nimmt das Eingegebene</translation>
    </message>
    <message>
        <source>%1 %2 &lt; %3: no reward</source>
        <translation>%1 %2 &lt; %3: keine Belohnung</translation>
    </message>
    <message>
        <source>%1 %2 ≥ %3, age %4</source>
        <translation>%1 %2 ≥ %3, Epoche %4</translation>
    </message>
    <message>
        <source>%1 covered by a later building: 0</source>
        <translation>%1 von einem späteren Gebäude überdeckt: 0</translation>
    </message>
    <message>
        <source>%1 replaced by a later Advisor: 0</source>
        <translation>%1 durch einen späteren Berater ersetzt: 0</translation>
    </message>
    <message>
        <source>%1 returned to the box unbuilt: 0</source>
        <translation>%1 unfertig zurück in die Schachtel: 0</translation>
    </message>
    <message>
        <source>%1 under construction: 0</source>
        <translation>%1 im Bau: 0</translation>
    </message>
    <message>
        <source>Books %1, opponent %2: not more</source>
        <translation>Bücher %1, Gegner %2: nicht mehr</translation>
    </message>
    <message>
        <source>Books used</source>
        <translation>genutzte Bücher</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Hungersnot</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Krieg</translation>
    </message>
    <message>
        <source>more Books than %1 (%2 &gt; %3)</source>
        <translation>mehr Bücher als %1 (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>more Books than the opponent (%1 &gt; %2)</source>
        <translation>mehr Bücher als der Gegner (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>new player order by unused Strength: %1; ties keep the previous order</source>
        <translation>neue Spielerreihenfolge nach ungenutzter Militärstärke: %1; bei Gleichstand bleibt die vorige Reihenfolge</translation>
    </message>
    <message>
        <source>no other player has fewer Books; equal Books give nothing</source>
        <translation>kein anderer Spieler hat weniger Bücher; gleich viele Bücher bringen nichts</translation>
    </message>
    <message>
        <source>the score board track</source>
        <translation>die Leiste der Wertungstafel</translation>
    </message>
    <message>
        <source>track %1 → %2</source>
        <translation>Leiste %1 → %2</translation>
    </message>
    <message>
        <source>%1 removed from %2&apos;s board: %3</source>
        <translation>%1 vom Tableau von %2 entfernt: %3</translation>
    </message>
    <message>
        <source>%1: %2 has no Worker to return</source>
        <translation>%1: %2 hat keinen Arbeiter zum Zurückgeben</translation>
    </message>
    <message>
        <source>%1: %2 — condition not met (%3)</source>
        <translation>%1: %2 — Bedingung nicht erfüllt (%3)</translation>
    </message>
    <message>
        <source>%1: a marker is added (%2 on the card)</source>
        <translation>%1: ein Marker kommt hinzu (%2 auf der Karte)</translation>
    </message>
    <message>
        <source>%1: condition not met (%2)</source>
        <translation>%1: Bedingung nicht erfüllt (%2)</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 on top of the full Population Track; it is the next Worker taken</source>
        <translation>%1: Ende der Epoche, ein Arbeiter muss zurück: %2 legt %3 oben auf die volle Bevölkerungsleiste; er wird als Nächster genommen</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 to the %4 section of the Population Track</source>
        <translation>%1: Ende der Epoche, ein Arbeiter muss zurück: %2 legt %3 in den Abschnitt %4 der Bevölkerungsleiste zurück</translation>
    </message>
    <message>
        <source>%1: no Books produced to multiply</source>
        <translation>%1: keine produzierten Bücher zum Vervielfachen</translation>
    </message>
    <message>
        <source>%1: one marker removed (%2 left): %3</source>
        <translation>%1: ein Marker entfernt (%2 übrig): %3</translation>
    </message>
    <message>
        <source>check by hand: %1: %2 (%3; enter it as a manual adjustment)</source>
        <translation>von Hand prüfen: %1: %2 (%3; als manuelle Anpassung eingeben)</translation>
    </message>
    <message>
        <source>%1 (age %2) is not on the Progress Board in age %3</source>
        <translation>%1 (Epoche %2) liegt in Epoche %3 nicht auf der Fortschrittstafel</translation>
    </message>
    <message>
        <source>%1 can be taken from %2 only until that nation passes</source>
        <translation>%1 kann %2 nur abgenommen werden, bis diese Nation passt</translation>
    </message>
    <message>
        <source>%1 costs %2 Gold on row %3 (%4 has %5)</source>
        <translation>%1 kostet in Reihe %3 %2 Gold (%4 hat %5)</translation>
    </message>
    <message>
        <source>%1 discards a public Architect; none is left this round</source>
        <translation>%1 wirft einen öffentlichen Architekten ab; in dieser Runde ist keiner mehr übrig</translation>
    </message>
    <message>
        <source>%1 forces %2 nation(s) to take a turmoil card; %3 of the round&apos;s %4 are left</source>
        <translation>%1 zwingt %2 Nation(en), eine Unruhekarte zu nehmen; von den %4 der Runde sind %3 übrig</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction to hire an Architect for</source>
        <translation>%1 hat kein Weltwunder im Bau, für das ein Architekt angeheuert werden könnte</translation>
    </message>
    <message>
        <source>%1 has passed and may not take actions again this round</source>
        <translation>%1 hat gepasst und darf in dieser Runde keine Aktionen mehr ausführen</translation>
    </message>
    <message>
        <source>%1 is from the %2 set, which this game does not use (card sets: %3)</source>
        <translation>%1 gehört zum Satz %2, den diese Partie nicht verwendet (Kartensätze: %3)</translation>
    </message>
    <message>
        <source>%1 is on row %2 since an earlier swap</source>
        <translation>%1 liegt seit einem früheren Tausch in Reihe %2</translation>
    </message>
    <message>
        <source>%1 is on the 4th row of the Progress Board (row 4)</source>
        <translation>%1 liegt in der 4. Reihe der Fortschrittstafel (Reihe 4)</translation>
    </message>
    <message>
        <source>%1 needs a Worker left on your Population Track to buy (%2&apos;s track is empty)</source>
        <translation>Um %1 zu kaufen, muss noch ein Arbeiter auf deiner Bevölkerungsleiste sein (die Leiste von %2 ist leer)</translation>
    </message>
    <message>
        <source>%1 was moved to row %2 of the Progress Board this round</source>
        <translation>%1 wurde in dieser Runde in Reihe %2 der Fortschrittstafel verschoben</translation>
    </message>
    <message>
        <source>%1 was played earlier and covered; each dynasty is played once</source>
        <translation>%1 wurde früher gespielt und abgedeckt; jede Dynastie wird einmal gespielt</translation>
    </message>
    <message>
        <source>%1 — you may not buy a %2</source>
        <translation>%1 — du darfst keine Karte vom Typ %2 kaufen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 private Architect(s) are used this round</source>
        <translation>Die %2 privaten Architekten von %1 sind in dieser Runde verbraucht</translation>
    </message>
    <message>
        <source>%1&apos;s extra action before everyone else is taken once per round</source>
        <translation>Die Zusatzaktion von %1 vor allen anderen gibt es einmal pro Runde</translation>
    </message>
    <message>
        <source>%1&apos;s extra action comes before everyone else; nations have acted this round</source>
        <translation>Die Zusatzaktion von %1 kommt vor allen anderen; in dieser Runde haben schon Nationen gehandelt</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used %2 times per round</source>
        <translation>Die Sonderaktion von %1 ist %2-mal pro Runde möglich</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used once per round</source>
        <translation>Die Sonderaktion von %1 ist einmal pro Runde möglich</translation>
    </message>
    <message>
        <source>%1&apos;s special action is only possible while nobody has passed this round</source>
        <translation>Die Sonderaktion von %1 ist nur möglich, solange in dieser Runde niemand gepasst hat</translation>
    </message>
    <message>
        <source>%1&apos;s special action needs the %2 (ties give nobody)</source>
        <translation>Die Sonderaktion von %1 verlangt: %2 (bei Gleichstand niemand)</translation>
    </message>
    <message>
        <source>%1; %2: counts as least</source>
        <translation>%1; %2: zählt als geringste</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Goldenes Zeitalter</translation>
    </message>
    <message>
        <source>Growth bonus (%1)</source>
        <translation>Wachstumsbonus (%1)</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militär</translation>
    </message>
    <message>
        <source>Natural Wonder</source>
        <translation>Naturwunder</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Weltwunder</translation>
    </message>
    <message>
        <source>Workers are undeployed during your turn in the Action Phase</source>
        <translation>Arbeiter werden in der Aktionsphase während deines Zuges abgezogen</translation>
    </message>
    <message>
        <source>Workers are undeployed only during your own turn; it is %1&apos;s turn</source>
        <translation>Arbeiter werden nur in deinem eigenen Zug abgezogen; %1 ist am Zug</translation>
    </message>
    <message>
        <source>all %1 Building/Military slots are full: choose the card to cover</source>
        <translation>Alle %1 Gebäude-/Militärplätze sind belegt: wähle die Karte, die abgedeckt wird</translation>
    </message>
    <message>
        <source>chieftain</source>
        <translation>Häuptling</translation>
    </message>
    <message>
        <source>each round has as many turmoil cards as public Architects (%1); all %2 are taken</source>
        <translation>Jede Runde hat so viele Unruhekarten wie öffentliche Architekten (%1); alle %2 sind genommen</translation>
    </message>
    <message>
        <source>emperor</source>
        <translation>Kaiser</translation>
    </message>
    <message>
        <source>every nation</source>
        <translation>jede Nation</translation>
    </message>
    <message>
        <source>every nation has passed; the Action Phase of this round is over</source>
        <translation>Alle Nationen haben gepasst; die Aktionsphase dieser Runde ist vorbei</translation>
    </message>
    <message>
        <source>every other nation</source>
        <translation>jede andere Nation</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>nations take one action each in player order; it is %1&apos;s turn, not %2&apos;s</source>
        <translation>Die Nationen handeln reihum in Spielerreihenfolge; %1 ist am Zug, nicht %2</translation>
    </message>
    <message>
        <source>no Architect is left on the Score Board (%1 this round, %2 hired)</source>
        <translation>Auf der Wertungstafel ist kein Architekt mehr übrig (%1 in dieser Runde, %2 angeheuert)</translation>
    </message>
    <message>
        <source>only one War may be bought each round (%1 is already on the War space)</source>
        <translation>Pro Runde darf nur ein Krieg gekauft werden (%1 liegt schon auf dem Kriegsfeld)</translation>
    </message>
    <message>
        <source>prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <source>the Action Phase starts once every nation has chosen Growth</source>
        <translation>Die Aktionsphase beginnt, sobald jede Nation ihr Wachstum gewählt hat</translation>
    </message>
    <message>
        <source>the Progress Board holds cards of this age (%1) and older; %2 is an age %3 card</source>
        <translation>Auf der Fortschrittstafel liegen Karten dieser Epoche (%1) und älterer; %2 ist eine Karte der Epoche %3</translation>
    </message>
    <message>
        <source>the nation special</source>
        <translation>die Nationsfähigkeit</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on %2&apos;s board</source>
        <translation>Jede Fortschrittskarte gibt es einmal, und %1 liegt auf dem Tableau von %2</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on the War space</source>
        <translation>Jede Fortschrittskarte gibt es einmal, und %1 liegt auf dem Kriegsfeld</translation>
    </message>
    <message>
        <source>to buy %1 you need Military Strength %2 (you have %3)</source>
        <translation>Um %1 zu kaufen, brauchst du Militärstärke %2 (du hast %3)</translation>
    </message>
    <message>
        <source>to buy a Battle you need at least one Worker on a Military</source>
        <translation>Um eine Schlacht zu kaufen, brauchst du mindestens einen Arbeiter auf einer Militärkarte</translation>
    </message>
    <message>
        <source>turmoil cards belong to the Dynasties expansion, which this game does not use</source>
        <translation>Unruhekarten gehören zur Erweiterung Dynastien, die diese Partie nicht verwendet</translation>
    </message>
    <message>
        <source>%1; 5 players: bottom two</source>
        <translation>%1; 5 Spieler: die zwei niedrigsten</translation>
    </message>
    <message>
        <source>%1; 5 players: top two</source>
        <translation>%1; 5 Spieler: die zwei höchsten</translation>
    </message>
    <message>
        <source>least Stability (%1)</source>
        <translation>die geringste Stabilität (%1)</translation>
    </message>
    <message>
        <source>least Strength (%1)</source>
        <translation>die geringste Militärstärke (%1)</translation>
    </message>
    <message>
        <source>most Stability (%1)</source>
        <translation>die meiste Stabilität (%1)</translation>
    </message>
    <message>
        <source>most Strength (%1)</source>
        <translation>die meiste Militärstärke (%1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 of %2: every other nation loses</source>
        <translation>%1 von %2: jede andere Nation verliert</translation>
    </message>
    <message>
        <source>%1 of %2: least %3, extra famine</source>
        <translation>%1 von %2: am wenigsten %3, zusätzliche Hungersnot</translation>
    </message>
    <message>
        <source>%1: Books production ×%2</source>
        <translation>%1: Bücherproduktion ×%2</translation>
    </message>
    <message>
        <source>%1: Growth bonus taken as %2</source>
        <translation>%1: Wachstumsbonus genommen als %2</translation>
    </message>
    <message>
        <source>%1: Workers on Military pay no upkeep</source>
        <translation>%1: Arbeiter auf Militärkarten zahlen keinen Unterhalt</translation>
    </message>
    <message>
        <source>%1: extra Strength against the War</source>
        <translation>%1: zusätzliche Militärstärke gegen den Krieg</translation>
    </message>
    <message>
        <source>Stability above %1</source>
        <translation>Stabilität über %1</translation>
    </message>
    <message>
        <source>Strength %1 above the War (%2)</source>
        <translation>Militärstärke %1 über dem Krieg (%2)</translation>
    </message>
    <message>
        <source>Strength above the War (no War this round)</source>
        <translation>Militärstärke über dem Krieg (kein Krieg in dieser Runde)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>a Worker on a Military card</source>
        <translation>ein Arbeiter auf einer Militärkarte</translation>
    </message>
    <message>
        <source>bought a Colony this round</source>
        <translation>hat in dieser Runde eine Kolonie gekauft</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>defeated by the War</source>
        <translation>vom Krieg besiegt</translation>
    </message>
    <message>
        <source>exactly %1 Worker(s) on Military cards</source>
        <translation>genau %1 Arbeiter auf Militärkarten</translation>
    </message>
    <message>
        <source>exactly %1 Workers on Military cards</source>
        <translation>genau %1 Arbeiter auf Militärkarten</translation>
    </message>
    <message>
        <source>extra defeat loss</source>
        <translation>zusätzlicher Verlust bei Niederlage</translation>
    </message>
    <message>
        <source>extra loss of the War&apos;s resource</source>
        <translation>zusätzlicher Verlust des Kriegsrohstoffs</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>im Besitz von %1</translation>
    </message>
    <message>
        <source>least %1</source>
        <translation>am wenigsten %1</translation>
    </message>
    <message>
        <source>least %1 (5 players: bottom two)</source>
        <translation>am wenigsten %1 (5 Spieler: die zwei niedrigsten)</translation>
    </message>
    <message>
        <source>most %1 (5 players: top two)</source>
        <translation>am meisten %1 (5 Spieler: die zwei höchsten)</translation>
    </message>
    <message>
        <source>most %1 (sole most)</source>
        <translation>am meisten %1 (allein am meisten)</translation>
    </message>
    <message>
        <source>not defeated by the War</source>
        <translation>nicht vom Krieg besiegt</translation>
    </message>
    <message>
        <source>not most %1 (5 players: top two)</source>
        <translation>nicht am meisten %1 (5 Spieler: die zwei höchsten)</translation>
    </message>
    <message>
        <source>not most %1 (sole most)</source>
        <translation>nicht am meisten %1 (allein am meisten)</translation>
    </message>
    <message>
        <source>passed first</source>
        <translation>hat als Erste gepasst</translation>
    </message>
    <message>
        <source>passed first (5 players: first two/last two)</source>
        <translation>hat als Erste gepasst (5 Spieler: die ersten zwei/letzten zwei)</translation>
    </message>
    <message>
        <source>passed last</source>
        <translation>hat als Letzte gepasst</translation>
    </message>
    <message>
        <source>passed last (5 players: first two/last two)</source>
        <translation>hat als Letzte gepasst (5 Spieler: die ersten zwei/letzten zwei)</translation>
    </message>
    <message>
        <source>per Advisor</source>
        <translation>je Berater</translation>
    </message>
    <message>
        <source>per Building/Military of the current age (%1)</source>
        <translation>je Gebäude/Militär der aktuellen Epoche (%1)</translation>
    </message>
    <message>
        <source>per Colony of age III</source>
        <translation>je Kolonie der Epoche III</translation>
    </message>
    <message>
        <source>per Colony of age IV</source>
        <translation>je Kolonie der Epoche IV</translation>
    </message>
    <message>
        <source>per Worker on Military cards</source>
        <translation>je Arbeiter auf Militärkarten</translation>
    </message>
    <message>
        <source>per Worker on an age IV Building</source>
        <translation>je Arbeiter auf einem Gebäude der Epoche IV</translation>
    </message>
    <message>
        <source>per Worker on this card</source>
        <translation>je Arbeiter auf dieser Karte</translation>
    </message>
    <message>
        <source>per idle Worker</source>
        <translation>je unbeschäftigter Arbeiter</translation>
    </message>
    <message>
        <source>per marker on the card</source>
        <translation>je Marker auf der Karte</translation>
    </message>
    <message>
        <source>per other natural wonder</source>
        <translation>je anderes Naturwunder</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: %2)</source>
        <translation>%1 (in der Aktionsphase erfasst: %2)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: no)</source>
        <translation>%1 (in der Aktionsphase erfasst: nein)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: yes)</source>
        <translation>%1 (in der Aktionsphase erfasst: ja)</translation>
    </message>
    <message>
        <source>%1 Architect(s)</source>
        <translation>%1 Architekt(en)</translation>
    </message>
    <message>
        <source>%1 Worker(s)</source>
        <translation>%1 Arbeiter</translation>
    </message>
    <message>
        <source>%1 has no Books left: which resource do you lose %2 of instead?</source>
        <translation>%1 hat keine Bücher mehr: von welchem Rohstoff verlierst du stattdessen %2?</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1, %2: %3?</source>
        <translation>%1, %2: %3?</translation>
    </message>
    <message>
        <source>%1, %2: choose one: %3?</source>
        <translation>%1, %2: wähle eines: %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you deploy on %3 for free?</source>
        <translation>%1, %2: wie viele Arbeiter setzt du kostenlos auf %3 ein?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you undeploy from %3?</source>
        <translation>%1, %2: wie viele Arbeiter ziehst du von %3 ab?</translation>
    </message>
    <message>
        <source>%1, %2: how many free Architects do you hire?</source>
        <translation>%1, %2: wie viele kostenlose Architekten heuerst du an?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section of the Population Track?</source>
        <translation>%1, %2: in welchen Abschnitt der Bevölkerungsleiste kommt der Arbeiter zurück?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section?</source>
        <translation>%1, %2: in welchen Abschnitt kommt der Arbeiter zurück?</translation>
    </message>
    <message>
        <source>%1, %2: take Worker %3 from which section?</source>
        <translation>%1, %2: aus welchem Abschnitt nimmst du Arbeiter %3?</translation>
    </message>
    <message>
        <source>%1, %2: which Colony do you remove?</source>
        <translation>%1, %2: welche Kolonie entfernst du?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker do you return?</source>
        <translation>%1, %2: welchen Arbeiter gibst du zurück?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker goes to %3?</source>
        <translation>%1, %2: welcher Arbeiter kommt auf %3?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker is returned at the end of the age?</source>
        <translation>%1, %2: welcher Arbeiter wird am Ende der Epoche zurückgegeben?</translation>
    </message>
    <message>
        <source>%1: %2 — which gain?</source>
        <translation>%1: %2 — welcher Gewinn?</translation>
    </message>
    <message>
        <source>%1: %2 — which resource does every other nation lose?</source>
        <translation>%1: %2 — welchen Rohstoff verliert jede andere Nation?</translation>
    </message>
    <message>
        <source>%1: all Wonder slots are full; which ready Wonder does %2 cover?</source>
        <translation>%1: alle Weltwunderplätze sind belegt; welches fertige Weltwunder deckt %2 ab?</translation>
    </message>
    <message>
        <source>%1: did you buy a Colony this round? (%2)</source>
        <translation>%1: hast du in dieser Runde eine Kolonie gekauft? (%2)</translation>
    </message>
    <message>
        <source>1. Production</source>
        <translation>1. Produktion</translation>
    </message>
    <message>
        <source>2. Player order</source>
        <translation>2. Spielerreihenfolge</translation>
    </message>
    <message>
        <source>3. War</source>
        <translation>3. Krieg</translation>
    </message>
    <message>
        <source>4. Event: %1</source>
        <translation>4. Ereignis: %1</translation>
    </message>
    <message>
        <source>5. Famine</source>
        <translation>5. Hungersnot</translation>
    </message>
    <message>
        <source>6. Books (end of age)</source>
        <translation>6. Bücher (Ende der Epoche)</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>Corrections by hand</source>
        <translation>Korrekturen von Hand</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <source>Golden Ages</source>
        <translation>Goldene Zeitalter</translation>
    </message>
    <message>
        <source>Lose %1 %2 (holding %3)</source>
        <translation>%1 %2 verlieren (vorhanden: %3)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>No (not possible)</source>
        <translation>Nein (nicht möglich)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Stability against the shadow opponent</source>
        <translation>Stabilität gegen den Schattengegner</translation>
    </message>
    <message>
        <source>Wars and Battles</source>
        <translation>Kriege und Schlachten</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Yes: %1</source>
        <translation>Ja: %1</translation>
    </message>
    <message>
        <source>a Worker moved from %1</source>
        <translation>ein Arbeiter, versetzt von %1</translation>
    </message>
    <message>
        <source>a Worker on %1</source>
        <translation>ein Arbeiter auf %1</translation>
    </message>
    <message>
        <source>all others lose %1</source>
        <translation>alle anderen verlieren %1</translation>
    </message>
    <message>
        <source>an idle Worker (Resource Area)</source>
        <translation>ein unbeschäftigter Arbeiter (Rohstoffbereich)</translation>
    </message>
    <message>
        <source>count %1 less Strength in the next event</source>
        <translation>im nächsten Ereignis %1 Militärstärke weniger zählen</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>erhalte %1</translation>
    </message>
    <message>
        <source>go first in player order</source>
        <translation>in der Spielerreihenfolge Erster werden</translation>
    </message>
    <message>
        <source>go last in player order</source>
        <translation>in der Spielerreihenfolge Letzter werden</translation>
    </message>
    <message>
        <source>how many Colonies did you buy this round?</source>
        <translation>wie viele Kolonien hast du in dieser Runde gekauft?</translation>
    </message>
    <message>
        <source>how many Golden Ages did you buy this round?</source>
        <translation>wie viele Goldene Zeitalter hast du in dieser Runde gekauft?</translation>
    </message>
    <message>
        <source>how many Wars and Battles did you buy this round?</source>
        <translation>wie viele Kriege und Schlachten hast du in dieser Runde gekauft?</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation>verliere %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>zahle %1</translation>
    </message>
    <message>
        <source>remove a Colony</source>
        <translation>entferne eine Kolonie</translation>
    </message>
    <message>
        <source>remove an Architect from your Wonder under construction</source>
        <translation>entferne einen Architekten von deinem Weltwunder im Bau</translation>
    </message>
    <message>
        <source>remove your Advisor(s)</source>
        <translation>entferne deine(n) Berater</translation>
    </message>
    <message>
        <source>take %1 Worker(s)</source>
        <translation>nimm %1 Arbeiter</translation>
    </message>
    <message>
        <source>%1 (Food reachable: %2)</source>
        <translation>%1 (erreichbare Nahrung: %2)</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Gold</translation>
    </message>
    <message>
        <source>%1 Strength</source>
        <translation>%1 Militärstärke</translation>
    </message>
    <message>
        <source>%1 builds %2 (%3 VP at the end of the game; its chit can be used this round)</source>
        <translation>%1 baut %2 (%3 SP am Spielende; sein Plättchen ist schon in dieser Runde nutzbar)</translation>
    </message>
    <message>
        <source>%1 buys %2 (%3, row %4, %5, %6 VP at the end of the game)</source>
        <translation>%1 kauft %2 (%3, Reihe %4, %5, %6 SP am Spielende)</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 rerolls (Reroll chit to the used area)</source>
        <translation>%1 würfelt neu (Neuwurf-Plättchen in den Ablagebereich)</translation>
    </message>
    <message>
        <source>%1 uses %2 Books and %3 Food, keeps %4 Strength unused</source>
        <translation>%1 nutzt %2 Bücher und %3 Nahrung, lässt %4 Militärstärke ungenutzt</translation>
    </message>
    <message>
        <source>%1; covers %2 (its dice go back to the supply)</source>
        <translation>%1; deckt %2 ab (seine Würfel gehen in den Vorrat zurück)</translation>
    </message>
    <message>
        <source>%1; covers a building printed on the board</source>
        <translation>%1; deckt ein auf das Tableau gedrucktes Gebäude ab</translation>
    </message>
    <message>
        <source>%1; replaces the Advisor %2 (its rerolls go back)</source>
        <translation>%1; ersetzt den Berater %2 (seine Neuwürfe gehen zurück)</translation>
    </message>
    <message>
        <source>%1; the unbuilt %2 goes back to the box</source>
        <translation>%1; das ungebaute %2 geht in die Schachtel zurück</translation>
    </message>
    <message>
        <source>%1; under construction: no effect and no VP until built</source>
        <translation>%1; im Bau: keine Wirkung und keine SP bis zur Fertigstellung</translation>
    </message>
    <message>
        <source>opponent track %1 → %2</source>
        <translation>Gegnerleiste %1 → %2</translation>
    </message>
    <message>
        <source>opponent: Books on %1 blue dice</source>
        <translation>Gegner: Bücher auf %1 blauen Würfeln</translation>
    </message>
    <message>
        <source>round %1: Famine %2 Food, War %3 Strength, reward %4 VP each</source>
        <translation>Runde %1: Hungersnot %2 Nahrung, Krieg %3 Militärstärke, Belohnung je %4 SP</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 Automated Blocs and the box has 9 tokens: use a penny for the others</source>
        <translation>%1 automatisierte Blöcke und die Schachtel hat 9 Marker: nimm für die übrigen eine Münze</translation>
    </message>
    <message>
        <source>%1 Automates a Bloc for 1 Energy and 2 Capital</source>
        <translation>%1 automatisiert einen Block für 1 Energie und 2 Kapital</translation>
    </message>
    <message>
        <source>%1 Flag(s) of the hexes moved into go back (%2 of 18 on the board)</source>
        <translation>%1 Flagge(n) der Felder, in die gezogen wurde, gehen zurück (%2 von 18 auf dem Plan)</translation>
    </message>
    <message>
        <source>%1 Promissory notes are held and the box has 30: %2 on paper</source>
        <translation>%1 Schuldscheine sind im Besitz und die Schachtel hat 30: %2 auf Papier</translation>
    </message>
    <message>
        <source>%1 and $%2</source>
        <translation>%1 und $%2</translation>
    </message>
    <message>
        <source>%1 builds a %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 baut: %2 für %3 (mit seiner Flagge %4 der Übersichtskarte)</translation>
    </message>
    <message>
        <source>%1 builds an %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 baut: %2 für %3 (mit seiner Flagge %4 der Übersichtskarte)</translation>
    </message>
    <message>
        <source>%1 buys 1 %2 for $%3; %4</source>
        <translation>%1 kauft 1 %2 für $%3; %4</translation>
    </message>
    <message>
        <source>%1 from the supply at the market-empty price</source>
        <translation>%1 aus dem Vorrat zum Preis des leeren Markts</translation>
    </message>
    <message>
        <source>%1 from well %2</source>
        <translation>%1 aus Mulde %2</translation>
    </message>
    <message>
        <source>%1 hands %2 Promissory note(s) to %3 in a barter: %1 holds %4, %3 %5</source>
        <translation>%1 gibt %3 im Tauschhandel %2 Schuldschein(e): %1 hat %4, %3 %5</translation>
    </message>
    <message>
        <source>%1 has $%2: %3 VP (1 per full $10)</source>
        <translation>%1 hat $%2: %3 SP (1 je volle $10)</translation>
    </message>
    <message>
        <source>%1 into well %2</source>
        <translation>%1 in Mulde %2</translation>
    </message>
    <message>
        <source>%1 moves %2 tile(s) for 1 Capital</source>
        <translation>%1 verschiebt %2 Plättchen für 1 Kapital</translation>
    </message>
    <message>
        <source>%1 of 6 Industry stacks are empty</source>
        <translation>%1 von 6 Industriestapeln sind leer</translation>
    </message>
    <message>
        <source>%1 places a Flag (%2 of 18) for 1 Labor</source>
        <translation>%1 setzt eine Flagge (%2 von 18) für 1 Arbeitskraft</translation>
    </message>
    <message>
        <source>%1 repays a Promissory note and holds %2</source>
        <translation>%1 löst einen Schuldschein ein und hält %2</translation>
    </message>
    <message>
        <source>%1 runs %2 Bloc(s): %3 for %4; what was produced cannot run a Bloc in this phase</source>
        <translation>%1 betreibt %2 Block/Blöcke: %3 für %4; Produziertes kann in dieser Phase keinen Block betreiben</translation>
    </message>
    <message>
        <source>%1 sells 1 %2 for $%3; %4</source>
        <translation>%1 verkauft 1 %2 für $%3; %4</translation>
    </message>
    <message>
        <source>%1 takes %2: %3</source>
        <translation>%1 nimmt %2: %3</translation>
    </message>
    <message>
        <source>%1 takes %2: %3; the tiles go on the board at once, each with a Flag</source>
        <translation>%1 nimmt %2: %3; die Plättchen kommen sofort auf den Plan, jedes mit einer Flagge</translation>
    </message>
    <message>
        <source>%1 takes a Promissory note for $%2 and holds %3; the next gives $%4</source>
        <translation>%1 nimmt einen Schuldschein über $%2 und hält %3; der nächste bringt $%4</translation>
    </message>
    <message>
        <source>%1 to the supply at the market-full price</source>
        <translation>%1 in den Vorrat zum Preis des vollen Markts</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (back to the default table)</source>
        <translation>%1: %2 → %3 (zurück zur Standardtabelle)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (corrected by the table)</source>
        <translation>%1: %2 → %3 (vom Tisch korrigiert)</translation>
    </message>
    <message>
        <source>%1: the end is triggered when this Develop phase ends</source>
        <translation>%1: das Ende wird ausgelöst, wenn diese Entwicklungsphase endet</translation>
    </message>
    <message>
        <source>Academy</source>
        <translation>Akademie</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Kapital</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Force Placement of %1 tile(s): %2</source>
        <translation>Zwangsplatzierung von %1 Plättchen: %2</translation>
    </message>
    <message>
        <source>Force Placement: 1 Capital</source>
        <translation>Zwangsplatzierung: 1 Kapital</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Labor</source>
        <translation>Arbeitskraft</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>a player has placed all 18 Flags</source>
        <translation>ein Spieler hat alle 18 Flaggen gesetzt</translation>
    </message>
    <message>
        <source>all passed in succession: the Develop phase begins, %1 first</source>
        <translation>alle haben nacheinander gepasst: die Entwicklungsphase beginnt, %1 zuerst</translation>
    </message>
    <message>
        <source>all passed in succession: the Produce phase begins</source>
        <translation>alle haben nacheinander gepasst: die Produktionsphase beginnt</translation>
    </message>
    <message>
        <source>at least 5 of the 6 Industry stacks are empty</source>
        <translation>mindestens 5 der 6 Industriestapel sind leer</translation>
    </message>
    <message>
        <source>every hex holds a Flag or a tile</source>
        <translation>jedes Feld trägt eine Flagge oder ein Plättchen</translation>
    </message>
    <message>
        <source>final Trade ledger $%1</source>
        <translation>Abrechnung des letzten Handels $%1</translation>
    </message>
    <message>
        <source>no Blocs entered for %1: they produced nothing</source>
        <translation>für %1 wurden keine Blöcke eingetragen: sie haben nichts produziert</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; round %3 begins with the Trade phase</source>
        <translation>Runde %1 endet; der Startspielermarker geht an %2; Runde %3 beginnt mit der Handelsphase</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; the final Trade phase begins: sell off, then enter each player&apos;s money</source>
        <translation>Runde %1 endet; der Startspielermarker geht an %2; die letzte Handelsphase beginnt: alles verkaufen, dann das Geld jedes Spielers eintragen</translation>
    </message>
    <message>
        <source>the %1 Market corrected from %2 cubes: %3</source>
        <translation>Markt %1 von %2 Würfeln korrigiert: %3</translation>
    </message>
    <message>
        <source>the %1 Market holds %2 of %3: buy $%4, sell $%5</source>
        <translation>Markt %1 hält %2 von %3: Kauf $%4, Verkauf $%5</translation>
    </message>
    <message>
        <source>the draft is done: round 1 begins with the Trade phase, %1 first</source>
        <translation>der Draft ist beendet: Runde 1 beginnt mit der Handelsphase, %1 zuerst</translation>
    </message>
    <message>
        <source>the end is triggered: %1; one final Produce phase, then a final Trade phase, then the game ends</source>
        <translation>das Ende ist ausgelöst: %1; eine letzte Produktionsphase, dann eine letzte Handelsphase, dann endet das Spiel</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends</source>
        <translation>die letzte Handelsphase ist vorbei: das Spiel endet</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends; money still to enter: %1</source>
        <translation>die letzte Handelsphase ist vorbei: das Spiel endet; noch einzutragendes Geld: %1</translation>
    </message>
    <message>
        <source>end of the age</source>
        <translation>Ende der Epoche</translation>
    </message>
    <message>
        <source>$20 minus the notes held</source>
        <translation>$20 minus die gehaltenen Schuldscheine</translation>
    </message>
    <message>
        <source>%1 Stone is less than %2&apos;s cost of %3</source>
        <translation>%1 Stein ist weniger als die Kosten von %3 für %2</translation>
    </message>
    <message>
        <source>%1 already has %2 tiles: the box has 60</source>
        <translation>%1 hat bereits %2 Plättchen: die Schachtel enthält 60</translation>
    </message>
    <message>
        <source>%1 has %2 Automation token(s), fewer than the Automated Blocs entered</source>
        <translation>%1 hat %2 Automatisierungsmarker, weniger als eingegebene automatisierte Blöcke</translation>
    </message>
    <message>
        <source>%1 has %2 hexes with a Flag and no tile</source>
        <translation>%1 hat %2 Felder mit einer Flagge und ohne Plättchen</translation>
    </message>
    <message>
        <source>%1 has %2 tiles on the board</source>
        <translation>%1 hat %2 Plättchen auf dem Plan</translation>
    </message>
    <message>
        <source>%1 has no Bloc left to Automate (one token per Bloc)</source>
        <translation>%1 hat keinen Block mehr zum Automatisieren (ein Marker je Block)</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction (buy one first)</source>
        <translation>%1 hat kein Weltwunder im Bau (zuerst eines kaufen)</translation>
    </message>
    <message>
        <source>%1 has no hex with a Flag and no tile: place a Flag first</source>
        <translation>%1 hat kein Feld mit einer Flagge und ohne Plättchen: zuerst eine Flagge setzen</translation>
    </message>
    <message>
        <source>%1 has passed this round: a player who passed takes no more actions</source>
        <translation>%1 hat in dieser Runde gepasst: wer gepasst hat, führt keine Aktionen mehr aus</translation>
    </message>
    <message>
        <source>%1 has placed all 18 Flags</source>
        <translation>%1 hat alle 18 Flaggen gesetzt</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, not %3</source>
        <translation>%1 hält %2 Schuldscheine, nicht %3</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, so another would give $%3 ($20 minus the notes held)</source>
        <translation>%1 hält %2 Schuldscheine, ein weiterer brächte also $%3 ($20 minus die gehaltenen Schuldscheine)</translation>
    </message>
    <message>
        <source>%1 holds no Promissory note</source>
        <translation>%1 hält keinen Schuldschein</translation>
    </message>
    <message>
        <source>%1 is not a Building or Military tile in play</source>
        <translation>%1 ist kein Gebäude- oder Militärplättchen im Spiel</translation>
    </message>
    <message>
        <source>%1 is not in the draft with 5 players</source>
        <translation>%1 ist bei 5 Spielern nicht im Draft</translation>
    </message>
    <message>
        <source>%1 was taken by %2</source>
        <translation>%1 wurde von %2 genommen</translation>
    </message>
    <message>
        <source>%1 would hold more than %2 notes</source>
        <translation>%1 hielte mehr als %2 Schuldscheine</translation>
    </message>
    <message>
        <source>Farms feed themselves: every tile of a Farm Bloc is fed</source>
        <translation>Farmen ernähren sich selbst: jedes Plättchen eines Farm-Blocks ist versorgt</translation>
    </message>
    <message>
        <source>clockwise from the first player</source>
        <translation>im Uhrzeigersinn ab dem ersten Spieler</translation>
    </message>
    <message>
        <source>counter-clockwise from the last player</source>
        <translation>gegen den Uhrzeigersinn ab dem letzten Spieler</translation>
    </message>
    <message>
        <source>draft round %1 takes a Commodity Package, not %2</source>
        <translation>Draftrunde %1 nimmt ein Rohstoffpaket, nicht %2</translation>
    </message>
    <message>
        <source>draft round %1 takes an Industry Package, not %2</source>
        <translation>Draftrunde %1 nimmt ein Industriepaket, nicht %2</translation>
    </message>
    <message>
        <source>enter what was used for Books, Food and the unused Strength first (%1)</source>
        <translation>zuerst eingeben, was für Bücher und Nahrung genutzt wurde und die ungenutzte Militärstärke (%1)</translation>
    </message>
    <message>
        <source>every tile is fed: no dot lies on an unfed tile</source>
        <translation>jedes Plättchen ist versorgt: kein Punkt liegt auf einem unversorgten Plättchen</translation>
    </message>
    <message>
        <source>money is private during the game: it is entered in the final Trade phase or after it</source>
        <translation>Geld ist während des Spiels geheim: es wird in der letzten Handelsphase oder danach eingegeben</translation>
    </message>
    <message>
        <source>more than %1 rerolls in a round</source>
        <translation>mehr als %1 Neuwürfe in einer Runde</translation>
    </message>
    <message>
        <source>not all players have passed (%1): the round is scored after all passed</source>
        <translation>nicht alle Spieler haben gepasst (%1): die Runde wird gewertet, wenn alle gepasst haben</translation>
    </message>
    <message>
        <source>one Ore feeds every tile of the Automated Bloc</source>
        <translation>ein Erz versorgt jedes Plättchen des automatisierten Blocks</translation>
    </message>
    <message>
        <source>only a Building or Military tile covers another tile</source>
        <translation>nur ein Gebäude- oder Militärplättchen deckt ein anderes Plättchen ab</translation>
    </message>
    <message>
        <source>only an Automated Bloc can be fed with Ore</source>
        <translation>nur ein automatisierter Block kann mit Erz versorgt werden</translation>
    </message>
    <message>
        <source>only in a Produce phase (now it is %1)</source>
        <translation>nur in einer Produktionsphase (jetzt ist %1)</translation>
    </message>
    <message>
        <source>only in a Trade phase (now it is %1)</source>
        <translation>nur in einer Handelsphase (jetzt ist %1)</translation>
    </message>
    <message>
        <source>only in the Develop phase (now it is %1)</source>
        <translation>nur in der Entwicklungsphase (jetzt ist %1)</translation>
    </message>
    <message>
        <source>pick %1 is %2&apos;s (draft round %3, %4)</source>
        <translation>Wahl %1 gehört %2 (Draftrunde %3, %4)</translation>
    </message>
    <message>
        <source>round %1 has not started: enter its Event numbers first</source>
        <translation>Runde %1 hat nicht begonnen: zuerst die Zahlen ihres Ereignisses eingeben</translation>
    </message>
    <message>
        <source>round %1 is being played: score it first</source>
        <translation>Runde %1 wird gespielt: zuerst werten</translation>
    </message>
    <message>
        <source>the %1 stack is empty</source>
        <translation>der Stapel %1 ist leer</translation>
    </message>
    <message>
        <source>the Blocs hold %1 %2 tiles, but %3 has %4 on the board</source>
        <translation>die Blöcke enthalten %1 %2-Plättchen, aber %3 hat %4 auf dem Plan</translation>
    </message>
    <message>
        <source>the Develop phase</source>
        <translation>die Entwicklungsphase</translation>
    </message>
    <message>
        <source>the Produce phase</source>
        <translation>die Produktionsphase</translation>
    </message>
    <message>
        <source>the Trade phase</source>
        <translation>die Handelsphase</translation>
    </message>
    <message>
        <source>the draft</source>
        <translation>der Draft</translation>
    </message>
    <message>
        <source>the draft ends with its last pick</source>
        <translation>der Draft endet mit seiner letzten Wahl</translation>
    </message>
    <message>
        <source>the draft is over</source>
        <translation>der Draft ist vorbei</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>das Spielende</translation>
    </message>
    <message>
        <source>the final Produce phase</source>
        <translation>die letzte Produktionsphase</translation>
    </message>
    <message>
        <source>the final Trade phase</source>
        <translation>die letzte Handelsphase</translation>
    </message>
    <message>
        <source>the game has 4 rounds and round 4 is scored: there is no round 5</source>
        <translation>das Spiel hat 4 Runden und Runde 4 ist gewertet: es gibt keine Runde 5</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the game is over (it ends after round 4)</source>
        <translation>das Spiel ist vorbei (es endet nach Runde 4)</translation>
    </message>
    <message>
        <source>%1 Food used, but only %2 is reachable (%3 showing + %4 other dice / 2: any 2 unused dice make 1 Food)</source>
        <translation>%1 Nahrung genutzt, aber nur %2 erreichbar (%3 sichtbar + %4 andere Würfel / 2: je 2 ungenutzte Würfel ergeben 1 Nahrung)</translation>
    </message>
    <message>
        <source>%1 is less than the price of row %2 (pay the row&apos;s number or more, no change)</source>
        <translation>%1 ist weniger als der Preis von Reihe %2 (die Zahl der Reihe oder mehr zahlen, kein Wechselgeld)</translation>
    </message>
    <message>
        <source>%1 is negative: %2</source>
        <translation>%1 ist negativ: %2</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 liegt außerhalb des Bereichs: %2</translation>
    </message>
    <message>
        <source>cubes in the %1 Market&apos;s rows, 0-%2 (one per well)</source>
        <translation>Würfel in den Reihen des Markts %1, 0–%2 (einer je Mulde)</translation>
    </message>
    <message>
        <source>full dots in the Bloc, at most 6 per tile</source>
        <translation>volle Punkte im Block, höchstens 6 je Plättchen</translation>
    </message>
    <message>
        <source>full dots on unfed tiles, at most the full dots not shared</source>
        <translation>volle Punkte auf unversorgten Plättchen, höchstens die nicht geteilten vollen Punkte</translation>
    </message>
    <message>
        <source>full dots shared with another player&apos;s Bloc, at most the full dots</source>
        <translation>volle Punkte, geteilt mit dem Block eines anderen Spielers, höchstens die vollen Punkte</translation>
    </message>
    <message>
        <source>notes handed over, 1 or more</source>
        <translation>übergebene Schuldscheine, 1 oder mehr</translation>
    </message>
    <message>
        <source>the player&apos;s money, $0 or more</source>
        <translation>das Geld des Spielers, $0 oder mehr</translation>
    </message>
    <message>
        <source>tiles fed, 1 to the Bloc&apos;s tiles (a Bloc without a fed tile is not run: leave it out)</source>
        <translation>versorgte Plättchen, 1 bis zu den Plättchen des Blocks (ein Block ohne versorgtes Plättchen läuft nicht: weglassen)</translation>
    </message>
    <message>
        <source>tiles in the Bloc, 1-%1 (the box)</source>
        <translation>Plättchen im Block, 1–%1 (die Schachtel)</translation>
    </message>
    <message>
        <source>tiles moved into hexes holding the player&apos;s Flag, at most the tiles moved</source>
        <translation>Plättchen, die auf Felder mit eigener Flagge verschoben werden, höchstens die verschobenen</translation>
    </message>
    <message>
        <source>tiles moved, 1-3 for one Capital</source>
        <translation>verschobene Plättchen, 1–3 für ein Kapital</translation>
    </message>
    <message>
        <source>tiles whose placement is forced, at most the tiles moved</source>
        <translation>Plättchen mit erzwungener Platzierung, höchstens die verschobenen</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>EventPicker</name>
    <message>
        <source>Change</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Famine: %1 Food · Architects on the card: %2</source>
        <translation>Hungersnot: %1 Nahrung · Architekten auf der Karte: %2</translation>
    </message>
    <message>
        <source>%1 (%2) marked %3: another nation buying it pays %1 extra</source>
        <translation>%1 (%2) hat %3 markiert: eine andere Nation zahlt beim Kauf zusätzlich an %1</translation>
    </message>
    <message>
        <source>%1 (%2) marks a card on the Progress Board</source>
        <translation>%1 (%2) markiert eine Karte auf der Fortschrittstafel</translation>
    </message>
    <message>
        <source>Mark a card…</source>
        <translation>Karte markieren…</translation>
    </message>
    <message>
        <source>Card to mark on the Progress Board</source>
        <translation>Karte, die auf der Fortschrittstafel markiert wird</translation>
    </message>
    <message>
        <source>Event Card of age %1: type its name…</source>
        <translation>Ereigniskarte des Zeitalters %1: Namen eingeben…</translation>
    </message>
    <message>
        <source>%1 (already drawn in round %2)</source>
        <translation>%1 (bereits in Runde %2 gezogen)</translation>
    </message>
    <message>
        <source>Famine %1 · Architects +%2</source>
        <translation>Hungersnot %1 · Architekten +%2</translation>
    </message>
</context>
<context>
    <name>FileJobBar</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.bgsplay)</source>
        <translation>BG-Stats-Spieldateien (*.bgsplay)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Datenbank sichern</translation>
    </message>
    <message>
        <source>Backups (*.sqlite)</source>
        <translation>Sicherungen (*.sqlite)</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Replace every game and player of this database with the backup %1? The backup is checked first; a damaged or newer one is refused and nothing changes.</source>
        <translation>Alle Spiele und Spieler dieser Datenbank durch die Sicherung %1 ersetzen? Die Sicherung wird zuerst geprüft; eine beschädigte oder neuere wird abgelehnt, und nichts ändert sich.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <source>Restoring the backup: the app waits until it is done.</source>
        <translation>Die Sicherung wird wiederhergestellt: die App wartet, bis das fertig ist.</translation>
    </message>
</context>
<context>
    <name>FinalScorePage</name>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Home (Ctrl+H)</source>
        <translation>Start (Strg+H)</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Neues Spiel (Strg+N)</translation>
    </message>
    <message>
        <source>%1 enters the Hall of Fame as %2!</source>
        <translation>%1 kommt als %2 in die Ruhmeshalle!</translation>
    </message>
    <message>
        <source>%1 scored %2 — below the Hall of Fame.</source>
        <translation>%1 erzielt %2 — unterhalb der Ruhmeshalle.</translation>
    </message>
    <message>
        <source>★ %1 wins with %2 VP</source>
        <translation>★ %1 gewinnt mit %2 SP</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1. ★</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>GameEditDialog</name>
    <message>
        <source>Edit game %1</source>
        <translation>Spiel %1 bearbeiten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>ohne die App erfasst</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Players and final scores (a corrected score needs a reason; the computed one is kept)</source>
        <translation>Spieler und Endergebnisse (ein korrigiertes Ergebnis braucht einen Grund; das berechnete bleibt erhalten)</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <source>Final score of seat %1</source>
        <translation>Endergebnis von Platz %1</translation>
    </message>
    <message>
        <source>reason of a correction</source>
        <translation>Grund einer Korrektur</translation>
    </message>
    <message>
        <source>Reason of the correction of seat %1</source>
        <translation>Grund der Korrektur von Platz %1</translation>
    </message>
    <message>
        <source>computed %1</source>
        <translation>berechnet %1</translation>
    </message>
    <message>
        <source>Earlier edits:</source>
        <translation>Frühere Änderungen:</translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>new Nations game</source>
        <translation>neues Nations-Spiel</translation>
    </message>
    <message>
        <source>resume the Nations game</source>
        <translation>das Nations-Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>einen Spieler hinzufügen</translation>
    </message>
    <message>
        <source>start the game</source>
        <translation>das Spiel beginnen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>buy a card for the nation whose turn it is</source>
        <translation>eine Karte für die Nation am Zug kaufen</translation>
    </message>
    <message>
        <source>deploy or take back Workers</source>
        <translation>Arbeiter einsetzen oder abziehen</translation>
    </message>
    <message>
        <source>hire an Architect</source>
        <translation>einen Architekten anheuern</translation>
    </message>
    <message>
        <source>a card&apos;s special action</source>
        <translation>die Sonderaktion einer Karte</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>resolve the round</source>
        <translation>die Runde auswerten</translation>
    </message>
    <message>
        <source>scan card labels</source>
        <translation>Kartenetiketten scannen</translation>
    </message>
    <message>
        <source>table view in a second window</source>
        <translation>Tischansicht in einem zweiten Fenster</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>vorheriges / nächstes Tableau</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>rückgängig / wiederholen</translation>
    </message>
    <message>
        <source>home (the game stays saved)</source>
        <translation>zum Start (das Spiel bleibt gespeichert)</translation>
    </message>
    <message>
        <source>Resolution Phase</source>
        <translation>Auswertungsphase</translation>
    </message>
    <message>
        <source>confirm the round</source>
        <translation>die Runde bestätigen</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scannen</translation>
    </message>
    <message>
        <source>open a photo</source>
        <translation>ein Foto öffnen</translation>
    </message>
    <message>
        <source>put the cards found on the board</source>
        <translation>die gefundenen Karten aufs Tableau legen</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <source>Setup, Scan, Resolution Phase, History, Statistics, Help</source>
        <translation>Spielaufbau, Scannen, Auswertungsphase, Verlauf, Statistik, Hilfe</translation>
    </message>
    <message>
        <source>back</source>
        <translation>zurück</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>gemeinfrei</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>A round of Nations at the table</source>
        <translation>Eine Runde Nations am Tisch</translation>
    </message>
    <message>
        <source>1. Growth: each player takes a Worker or the bonus resources, last player first.</source>
        <translation>1. Wachstum: Jeder Spieler nimmt einen Arbeiter oder die Bonusressourcen, der letzte Spieler zuerst.</translation>
    </message>
    <message>
        <source>2. Event Card: type a few letters of its name and press Return.</source>
        <translation>2. Ereigniskarte: ein paar Buchstaben ihres Namens tippen und Eingabe drücken.</translation>
    </message>
    <message>
        <source>3. Actions: in turn, each nation buys a card, deploys Workers, hires an Architect or passes. Enter them as you play; the app checks each against the rules and says why when one is not allowed.</source>
        <translation>3. Aktionen: Reihum kauft jede Nation eine Karte, setzt Arbeiter ein, heuert einen Architekten an oder passt. Gebt sie beim Spielen ein; die App prüft jede gegen die Regeln und sagt, warum eine nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>4. Resolve: the app works out Production, Military Strength and Stability, the War, the Events and Famine, and shows every number with where it comes from.</source>
        <translation>4. Auswerten: Die App berechnet Produktion, Militärstärke und Stabilität, den Krieg, die Ereignisse und die Hungersnot und zeigt jede Zahl mit ihrer Herkunft.</translation>
    </message>
    <message>
        <source>5. Confirm: correct any number first if your table decided otherwise; Undo takes a confirmed round back.</source>
        <translation>5. Bestätigen: Korrigiert vorher jede Zahl, die euer Tisch anders entschieden hat; Rückgängig nimmt eine bestätigte Runde zurück.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Where your games are kept</source>
        <translation>Wo eure Spiele gespeichert sind</translation>
    </message>
    <message>
        <source>Every action is saved at once in %1. Start the app with --db FILE to use another file; &quot;nations-companion backup FILE&quot; copies it safely, even while a game is open.</source>
        <translation>Jede Aktion wird sofort in %1 gespeichert. Mit --db DATEI startet die App mit einer anderen Datei; „nations-companion backup DATEI“ kopiert sie sicher, auch während ein Spiel offen ist.</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Die Datenbank ist nicht verfügbar: nichts wird gespeichert.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Nations Companion %1: the bookkeeper beside your game of Nations, Nations: The Dice Game or Wealth of Nations.</source>
        <translation>Nations Companion %1: der Buchhalter neben eurer Partie Nations, Nations: The Dice Game oder Wealth of Nations.</translation>
    </message>
    <message>
        <source>Built on these libraries, each under its own licence:</source>
        <translation>Gebaut auf diesen Bibliotheken, jede unter ihrer eigenen Lizenz:</translation>
    </message>
    <message>
        <source>Growth: the Food, Stone or Gold bonus for the next nation to choose</source>
        <translation>Wachstum: Nahrungs-, Stein- oder Goldbonus für die nächste Nation, die wählt</translation>
    </message>
    <message>
        <source>Buy form</source>
        <translation>Kaufformular</translation>
    </message>
    <message>
        <source>pick the card found, then the row it lies in buys it</source>
        <translation>die gefundene Karte wählen, dann kauft ihre Reihe sie</translation>
    </message>
    <message>
        <source>search the Event Card (or type its name)</source>
        <translation>die Ereigniskarte suchen (oder ihren Namen tippen)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Log a game…</source>
        <translation>Spiel erfassen…</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Game %1 moved to the trash (kept 30 days).</source>
        <translation>Spiel %1 in den Papierkorb verschoben (30 Tage aufbewahrt).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Spiele (%1)</translation>
    </message>
    <message>
        <source>Trash (%1)</source>
        <translation>Papierkorb (%1)</translation>
    </message>
    <message>
        <source>Players (%1)</source>
        <translation>Spieler (%1)</translation>
    </message>
    <message>
        <source>No games yet. Play one, or log a game played without the app.</source>
        <translation>Noch keine Spiele. Spiele eines oder erfasse ein ohne die App gespieltes Spiel.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>ohne die App erfasst</translation>
    </message>
    <message>
        <source>score corrected</source>
        <translation>Ergebnis korrigiert</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Deleted games stay here for 30 days, then they are removed for good.</source>
        <translation>Gelöschte Spiele bleiben 30 Tage hier, dann werden sie endgültig entfernt.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (deleted %4)</source>
        <translation>%1 · %2 · %3 (gelöscht %4)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>JSON history…</source>
        <translation>JSON-Verlauf…</translation>
    </message>
    <message>
        <source>CSV for spreadsheets…</source>
        <translation>CSV für Tabellenkalkulation…</translation>
    </message>
    <message>
        <source>BG Stats play file…</source>
        <translation>BG-Stats-Spieldatei…</translation>
    </message>
</context>
<context>
    <name>LogGameDialog</name>
    <message>
        <source>Log a game played without the app</source>
        <translation>Ein ohne die App gespieltes Spiel erfassen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <source>nation (e.g. egypt)</source>
        <translation>Nation (z. B. egypt)</translation>
    </message>
    <message>
        <source>Nation in seat %1</source>
        <translation>Nation auf Platz %1</translation>
    </message>
    <message>
        <source>Board side in seat %1</source>
        <translation>Tableau-Seite auf Platz %1</translation>
    </message>
    <message>
        <source>Final score in seat %1</source>
        <translation>Endergebnis auf Platz %1</translation>
    </message>
    <message>
        <source>Scores by category</source>
        <translation>Punkte nach Kategorie</translation>
    </message>
    <message>
        <source>Enter each row of the score pad; the final score is their sum.</source>
        <translation>Jede Zeile des Wertungsblocks eingeben; die Endwertung ist ihre Summe.</translation>
    </message>
    <message>
        <source>%1 in seat %2</source>
        <translation>%1 auf Platz %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
</context>
<context>
    <name>MigrationWindow</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>Updating your game history…</source>
        <translation>Dein Spielverlauf wird aktualisiert…</translation>
    </message>
    <message>
        <source>This happens once, after an update. A long history can take a minute. Your games are kept.</source>
        <translation>Das geschieht einmal nach einem Update. Bei einem langen Verlauf kann es eine Minute dauern. Deine Partien bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>NationsHallOfFame</name>
    <message>
        <source>Nations: solo Hall of Fame</source>
        <translation>Nations: Solo-Ruhmeshalle</translation>
    </message>
    <message>
        <source>No solo game finished yet. Titles by score:</source>
        <translation>Noch kein Solospiel beendet. Titel nach Punkten:</translation>
    </message>
</context>
<context>
    <name>NationsStartPanel</name>
    <message>
        <source>Resume round %1 — %2</source>
        <translation>Runde %1 fortsetzen — %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Ctrl+N new game</source>
        <translation>Strg+N neues Spiel</translation>
    </message>
    <message>
        <source> · Ctrl+R resume</source>
        <translation> · Strg+R fortsetzen</translation>
    </message>
    <message>
        <source>Nations: games played</source>
        <translation>Nations: gespielte Partien</translation>
    </message>
    <message>
        <source>%1 finished · click one to see its score sheet</source>
        <translation>%1 beendet · klicke eines an, um seinen Wertungsbogen zu sehen</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>No games yet. Start one!</source>
        <translation>Noch keine Spiele. Beginne eines!</translation>
    </message>
    <message>
        <source>Game of %1: %2</source>
        <translation>Partie vom %1: %2</translation>
    </message>
</context>
<context>
    <name>PlayerBoardEditor</name>
    <message>
        <source>Building or Military for %1</source>
        <translation>Gebäude oder Militär für %1</translation>
    </message>
    <message>
        <source>Advisor for %1</source>
        <translation>Berater für %1</translation>
    </message>
    <message>
        <source>Colony for %1</source>
        <translation>Kolonie für %1</translation>
    </message>
    <message>
        <source>Ready Wonder for %1</source>
        <translation>Fertiges Weltwunder für %1</translation>
    </message>
    <message>
        <source>Wonder to build for %1</source>
        <translation>Zu bauendes Weltwunder für %1</translation>
    </message>
    <message>
        <source>Replace this card</source>
        <translation>Diese Karte ersetzen</translation>
    </message>
    <message>
        <source>Remove from the board</source>
        <translation>Vom Tableau entfernen</translation>
    </message>
    <message>
        <source>%1, side %2 · %3 in player order · %4 (+%5 at Growth)</source>
        <translation>%1, Seite %2 · %3 in der Spielerreihenfolge · %4 (+%5 beim Wachstum)</translation>
    </message>
    <message>
        <source>Population upkeep: %1 Food each Production. </source>
        <translation>Bevölkerungsunterhalt: %1 Nahrung in jeder Produktion. </translation>
    </message>
    <message>
        <source>Private Architects: %1.</source>
        <translation>Eigene Architekten: %1.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Negative Strength: like a revolt, %1 VP and %1 Book(s) lost in Production, and any War defeats this nation (your table&apos;s rule choice).</source>
        <translation>Negative Militärstärke: wie eine Revolte, %1 SP und %1 Buch/Bücher gehen in der Produktion verloren, und jeder Krieg besiegt diese Nation (die Regelwahl eurer Runde).</translation>
    </message>
    <message>
        <source>Negative Strength: no penalty, it counts as 0 against the War (rule choices at setup).</source>
        <translation>Negative Militärstärke: keine Strafe, sie zählt als 0 gegen den Krieg (Regelwahl beim Aufbau).</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>SP-Marker</translation>
    </message>
    <message>
        <source>Population Track</source>
        <translation>Bevölkerungsleiste</translation>
    </message>
    <message>
        <source>Workers taken from each section</source>
        <translation>Aus jedem Abschnitt genommene Arbeiter</translation>
    </message>
    <message numerus="yes">
        <source>%n free Worker(s) on top of the track, taken first</source>
        <translation>
            <numerusform>%n freier Arbeiter oben auf der Leiste, wird zuerst genommen</numerusform>
            <numerusform>%n freie Arbeiter oben auf der Leiste, werden zuerst genommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Gebäude und Militär</translation>
    </message>
    <message>
        <source>%1 of %2 slots · a new card may replace one (its Workers go idle)</source>
        <translation>%1 von %2 Plätzen · eine neue Karte darf eine ersetzen (ihre Arbeiter werden frei)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>Deploy an idle Worker (pays %1 Stone)</source>
        <translation>Einen freien Arbeiter einsetzen (kostet %1 Stein)</translation>
    </message>
    <message>
        <source>+ Building / Military</source>
        <translation>+ Gebäude / Militär</translation>
    </message>
    <message>
        <source>+ Building / Military (replaces the first)</source>
        <translation>+ Gebäude / Militär (ersetzt das erste)</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Replace Advisor</source>
        <translation>Berater ersetzen</translation>
    </message>
    <message>
        <source>+ Advisor</source>
        <translation>+ Berater</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>+ Colony</source>
        <translation>+ Kolonie</translation>
    </message>
    <message>
        <source>Wonder under construction</source>
        <translation>Weltwunder im Bau</translation>
    </message>
    <message>
        <source>%1/%2 explored</source>
        <translation>%1/%2 erkundet</translation>
    </message>
    <message>
        <source>%1/%2 built</source>
        <translation>%1/%2 gebaut</translation>
    </message>
    <message>
        <source>Hire an Architect (pays %1 Stone)</source>
        <translation>Einen Architekten anheuern (kostet %1 Stein)</translation>
    </message>
    <message>
        <source>Start another Wonder (loses the Architects)</source>
        <translation>Ein anderes Weltwunder beginnen (die Architekten gehen verloren)</translation>
    </message>
    <message>
        <source>+ Wonder to build</source>
        <translation>+ Zu bauendes Weltwunder</translation>
    </message>
    <message>
        <source>Ready Wonders</source>
        <translation>Fertige Weltwunder</translation>
    </message>
    <message>
        <source>%1 of %2 spaces</source>
        <translation>%1 von %2 Feldern</translation>
    </message>
    <message>
        <source>+ Ready Wonder</source>
        <translation>+ Fertiges Weltwunder</translation>
    </message>
    <message>
        <source>Manual correction</source>
        <translation>Manuelle Korrektur</translation>
    </message>
    <message>
        <source>for effects applied by hand; shown in every explanation</source>
        <translation>für von Hand angewandte Effekte; in jeder Erklärung gezeigt</translation>
    </message>
    <message>
        <source>why (e.g. card name and condition)</source>
        <translation>warum (z. B. Kartenname und Bedingung)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Nation special (covered by %1): %2</source>
        <translation>Nationenfähigkeit (abgedeckt von %1): %2</translation>
    </message>
    <message>
        <source>Nation special: %1</source>
        <translation>Nationenfähigkeit: %1</translation>
    </message>
    <message>
        <source>Nation special (by hand): %1</source>
        <translation>Nationenfähigkeit (von Hand): %1</translation>
    </message>
    <message>
        <source>Dynasty in play: %1 — %2</source>
        <translation>Dynastie im Spiel: %1 — %2</translation>
    </message>
    <message>
        <source>Dynasty card: %1 — %2</source>
        <translation>Dynastiekarte: %1 — %2</translation>
    </message>
    <message>
        <source>(by hand)</source>
        <translation>(von Hand)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message numerus="yes">
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n Spiel</numerusform>
            <numerusform>%1 · %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>Zusammenführungen</translation>
    </message>
    <message numerus="yes">
        <source>%1 merged into %2 on %3 (%n game(s))</source>
        <translation>
            <numerusform>%1 mit %2 zusammengeführt am %3 (%n Spiel)</numerusform>
            <numerusform>%1 mit %2 zusammengeführt am %3 (%n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Zusammenführung rückgängig machen</translation>
    </message>
    <message>
        <source>Merge %1 into another player</source>
        <translation>%1 mit einem anderen Spieler zusammenführen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>The same person typed two ways: every game of %1 becomes a game of the player chosen here. It can be undone.</source>
        <translation>Dieselbe Person auf zwei Arten geschrieben: jedes Spiel von %1 wird ein Spiel des hier gewählten Spielers. Das lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>The new name is used in every game, statistic and export.</source>
        <translation>Der neue Name gilt in jedem Spiel, jeder Statistik und jedem Export.</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <source>Merge into</source>
        <translation>Zusammenführen mit</translation>
    </message>
</context>
<context>
    <name>ResolutionPage</name>
    <message>
        <source>◀ Back to the boards</source>
        <translation>◀ Zurück zu den Tableaus</translation>
    </message>
    <message>
        <source>Resolution of round %1 · Age %2</source>
        <translation>Auswertung der Runde %1 · Zeitalter %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) open — defaults shown</source>
        <translation>
            <numerusform>%n Entscheidung offen — Standardwerte gezeigt</numerusform>
            <numerusform>%n Entscheidungen offen — Standardwerte gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm and final score ▶</source>
        <translation>Bestätigen und Endwertung ▶</translation>
    </message>
    <message>
        <source>Confirm round ▶</source>
        <translation>Runde bestätigen ▶</translation>
    </message>
    <message>
        <source>Enter / Ctrl+Enter: store this result · Esc: back</source>
        <translation>Enter / Strg+Enter: dieses Ergebnis speichern · Esc: zurück</translation>
    </message>
    <message>
        <source>No change.</source>
        <translation>Keine Änderung.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>asked in this order</source>
        <translation>in dieser Reihenfolge gefragt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>type a number to correct it before confirming</source>
        <translation>gib eine Zahl ein, um es vor dem Bestätigen zu korrigieren</translation>
    </message>
    <message>
        <source>Str.</source>
        <translation>Mil.</translation>
    </message>
    <message>
        <source>Stab.</source>
        <translation>Stab.</translation>
    </message>
    <message>
        <source>Next player order: %1</source>
        <translation>Nächste Spielerreihenfolge: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>not chosen</source>
        <translation>nicht gewählt</translation>
    </message>
    <message>
        <source>Worker (%1 section)</source>
        <translation>Arbeiter (Abschnitt %1)</translation>
    </message>
    <message>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <source>Home (Ctrl+H) — the game stays saved</source>
        <translation>Start (Strg+H) — das Spiel bleibt gespeichert</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Player order: %1</source>
        <translation>Spielerreihenfolge: %1</translation>
    </message>
    <message>
        <source>Architects: %1</source>
        <translation>Architekten: %1</translation>
    </message>
    <message>
        <source>Scan…</source>
        <translation>Scannen…</translation>
    </message>
    <message>
        <source>Scan card labels with the camera or from a photo (Ctrl+K)</source>
        <translation>Kartenetiketten mit der Kamera oder aus einem Foto scannen (Strg+K)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>%1 rückgängig machen (Strg+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Wiederholen ↷</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>%1 wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Resolve round ▶</source>
        <translation>Runde auswerten ▶</translation>
    </message>
    <message>
        <source>Ctrl+R: compute the Resolution Phase (nothing is stored until you confirm)</source>
        <translation>Strg+R: die Auswertungsphase berechnen (nichts wird gespeichert, bis du bestätigst)</translation>
    </message>
    <message>
        <source>reverse player order</source>
        <translation>umgekehrte Spielerreihenfolge</translation>
    </message>
    <message>
        <source>Worker: %1</source>
        <translation>Arbeiter: %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <source>More Workers taken with the Growth Worker (card text)</source>
        <translation>Weitere mit dem Wachstums-Arbeiter genommene Arbeiter (Kartentext)</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Ereigniskarte</translation>
    </message>
    <message>
        <source>Solo Event tile &amp; shadow</source>
        <translation>Solo-Ereignisplättchen und Schatten</translation>
    </message>
    <message>
        <source>Rulebook p.23</source>
        <translation>Regelheft S. 23</translation>
    </message>
    <message>
        <source>Shadow Strength</source>
        <translation>Militärstärke des Schattens</translation>
    </message>
    <message>
        <source>Shadow Stability</source>
        <translation>Stabilität des Schattens</translation>
    </message>
    <message>
        <source>Shadow Books (total)</source>
        <translation>Bücher des Schattens (gesamt)</translation>
    </message>
    <message>
        <source>Famine (Food)</source>
        <translation>Hungersnot (Nahrung)</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Architekten</translation>
    </message>
    <message>
        <source>War this round</source>
        <translation>Krieg in dieser Runde</translation>
    </message>
    <message>
        <source>one War at most</source>
        <translation>höchstens ein Krieg</translation>
    </message>
    <message>
        <source>No War bought.</source>
        <translation>Kein Krieg gekauft.</translation>
    </message>
    <message>
        <source>War bought…</source>
        <translation>Krieg gekauft…</translation>
    </message>
    <message>
        <source>War bought this round (age %1)</source>
        <translation>In dieser Runde gekaufter Krieg (Zeitalter %1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Bought by</source>
        <translation>Gekauft von</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>first to pass acts first next round</source>
        <translation>wer zuerst passt, handelt nächste Runde zuerst</translation>
    </message>
    <message>
        <source>Nobody has passed yet.</source>
        <translation>Noch niemand hat gepasst.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>By hand this round</source>
        <translation>Von Hand in dieser Runde</translation>
    </message>
    <message>
        <source>effects the app does not apply</source>
        <translation>Effekte, die die App nicht anwendet</translation>
    </message>
    <message>
        <source>card and condition</source>
        <translation>Karte und Bedingung</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Tischansicht</translation>
    </message>
    <message>
        <source>Every nation&apos;s figures in a second window, big enough for a TV (Ctrl+T)</source>
        <translation>Die Zahlen jeder Nation in einem zweiten Fenster, groß genug für einen Fernseher (Strg+T)</translation>
    </message>
    <message>
        <source>Growth, Event Card, War</source>
        <translation>Wachstum, Ereigniskarte, Krieg</translation>
    </message>
    <message>
        <source>Actions and boards</source>
        <translation>Aktionen und Tableaus</translation>
    </message>
    <message>
        <source>War marker</source>
        <translation>Kriegsmarker</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>%1: Growth %2</source>
        <translation>%1: Wachstum %2</translation>
    </message>
    <message>
        <source>type its name or Ctrl+E</source>
        <translation>Namen tippen oder Strg+E</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F: the Food bonus for the next nation to choose Growth</source>
        <translation>Strg+Umschalt+F: der Nahrungsbonus für die nächste Nation, die ihr Wachstum wählt</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S: the Stone bonus for the next nation to choose Growth</source>
        <translation>Strg+Umschalt+S: der Steinbonus für die nächste Nation, die ihr Wachstum wählt</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G: the Gold bonus for the next nation to choose Growth</source>
        <translation>Strg+Umschalt+G: der Goldbonus für die nächste Nation, die ihr Wachstum wählt</translation>
    </message>
</context>
<context>
    <name>ScanPage</name>
    <message>
        <source>Foreign code</source>
        <translation>Fremder Code</translation>
    </message>
    <message>
        <source>Unknown label</source>
        <translation>Unbekanntes Etikett</translation>
    </message>
    <message>
        <source>Scan a photo of card labels</source>
        <translation>Ein Foto von Kartenetiketten scannen</translation>
    </message>
    <message>
        <source>Images (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</source>
        <translation>Bilder (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>◀ Back to the round</source>
        <translation>◀ Zurück zur Runde</translation>
    </message>
    <message>
        <source>Scan labels</source>
        <translation>Etiketten scannen</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Karten gehen an</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Scan with the camera</source>
        <translation>Mit der Kamera scannen</translation>
    </message>
    <message>
        <source>No camera found on this machine</source>
        <translation>Keine Kamera auf diesem Gerät gefunden</translation>
    </message>
    <message>
        <source>Open photo…</source>
        <translation>Foto öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+O — or drop image files on the page</source>
        <translation>Strg+O — oder Bilddateien auf die Seite ziehen</translation>
    </message>
    <message>
        <source>Scan a photo of your cards&apos; labels.</source>
        <translation>Scanne ein Foto der Etiketten deiner Karten.</translation>
    </message>
    <message>
        <source>No camera found on this machine.</source>
        <translation>Keine Kamera auf diesem Gerät gefunden.</translation>
    </message>
    <message>
        <source>Photograph a card or a whole player board with its labels, then open the photo or drop it here. Every label in the picture is proposed at once.</source>
        <translation>Fotografiere eine Karte oder ein ganzes Spielertableau mit seinen Etiketten, dann öffne das Foto oder ziehe es hierher. Jedes Etikett im Bild wird auf einmal vorgeschlagen.</translation>
    </message>
    <message>
        <source>Drop to scan</source>
        <translation>Zum Scannen ablegen</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>1 code, numbered on the picture</source>
        <translation>1 Code, im Bild nummeriert</translation>
    </message>
    <message>
        <source>%1 codes, numbered on the picture</source>
        <translation>%1 Codes, im Bild nummeriert</translation>
    </message>
    <message>
        <source>Hold a card&apos;s label in front of the camera. Each card is proposed once, however long it stays in view.</source>
        <translation>Halte das Etikett einer Karte vor die Kamera. Jede Karte wird einmal vorgeschlagen, egal wie lange sie im Bild bleibt.</translation>
    </message>
    <message>
        <source>No label yet.</source>
        <translation>Noch kein Etikett.</translation>
    </message>
    <message>
        <source>covers</source>
        <translation>deckt ab</translation>
    </message>
    <message>
        <source>choose a card…</source>
        <translation>Karte wählen…</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>im Bau</translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Apply %1 for %2 ▶</source>
        <translation>%1 für %2 übernehmen ▶</translation>
    </message>
    <message>
        <source>Ctrl+Return: add the ticked cards (each one saved before it shows)</source>
        <translation>Strg+Return: die angekreuzten Karten hinzufügen (jede wird gespeichert, bevor sie erscheint)</translation>
    </message>
</context>
<context>
    <name>ScoreCategory</name>
    <message>
        <source>Game VP</source>
        <translation>Spiel-SP</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Kolonien</translation>
    </message>
    <message>
        <source>Wonders</source>
        <translation>Weltwunder</translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Gebäude &amp; Militär</translation>
    </message>
    <message>
        <source>Resources ÷ 10</source>
        <translation>Ressourcen ÷ 10</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Bücher</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Hungersnot</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Krieg</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Militär</translation>
    </message>
    <message>
        <source>Advisors</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Industry tiles</source>
        <translation>Industrieplättchen</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Schuldscheine</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over time</source>
        <translation>Punkte im Zeitverlauf</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>◀ Home</source>
        <translation>◀ Start</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>As the system (dark)</source>
        <translation>Wie das System (dunkel)</translation>
    </message>
    <message>
        <source>As the system (light)</source>
        <translation>Wie das System (hell)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>New Nations games</source>
        <translation>Neue Nations-Spiele</translation>
    </message>
    <message>
        <source>Card sets ticked at the start, besides the base game</source>
        <translation>Beim Start angekreuzte Kartensets neben dem Grundspiel</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynastien</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Karten anderer Erweiterungen</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Die Datenbank ist nicht verfügbar: nichts wird gespeichert.</translation>
    </message>
    <message>
        <source>Back up…</source>
        <translation>Sichern…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Wiederherstellen…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Emperor (1)</source>
        <translation>Kaiser (1)</translation>
    </message>
    <message>
        <source>King (2)</source>
        <translation>König (2)</translation>
    </message>
    <message>
        <source>Prince (3)</source>
        <translation>Prinz (3)</translation>
    </message>
    <message>
        <source>Chieftain (4)</source>
        <translation>Häuptling (4)</translation>
    </message>
    <message>
        <source>Full game — 4 ages, 8 rounds</source>
        <translation>Volles Spiel — 4 Zeitalter, 8 Runden</translation>
    </message>
    <message>
        <source>Short — 3 ages, 6 rounds</source>
        <translation>Kurz — 3 Zeitalter, 6 Runden</translation>
    </message>
    <message>
        <source>Short — 2 ages, 4 rounds</source>
        <translation>Kurz — 2 Zeitalter, 4 Runden</translation>
    </message>
    <message>
        <source>Learning — 1 age, 2 rounds</source>
        <translation>Lernspiel — 1 Zeitalter, 2 Runden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Starting abandons the unfinished game (round %1).</source>
        <translation>Der Start bricht das unfertige Spiel ab (Runde %1).</translation>
    </message>
    <message>
        <source>Players in player order</source>
        <translation>Spieler in Spielerreihenfolge</translation>
    </message>
    <message>
        <source>first player at the top · the names are remembered</source>
        <translation>Startspieler oben · die Namen werden gemerkt</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Our catalog has no data for this side</source>
        <translation>Unser Katalog hat keine Daten zu dieser Seite</translation>
    </message>
    <message>
        <source>Earlier in player order</source>
        <translation>Früher in der Spielerreihenfolge</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>check your board</source>
        <translation>prüfe dein Tableau</translation>
    </message>
    <message>
        <source>Your correction from last time. </source>
        <translation>Deine Korrektur vom letzten Mal. </translation>
    </message>
    <message>
        <source>Starting cards: %1 (entered last time; change them on the board in round 1)</source>
        <translation>Startkarten: %1 (letztes Mal eingegeben; ändere sie in Runde 1 auf dem Tableau)</translation>
    </message>
    <message>
        <source>Our catalog has no data for this nation side: choose the other side.</source>
        <translation>Unser Katalog hat keine Daten zu dieser Seite der Nation: wähle die andere Seite.</translation>
    </message>
    <message>
        <source>+ Add player (Ctrl+P)</source>
        <translation>+ Spieler hinzufügen (Strg+P)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <source>Campaign (optional)</source>
        <translation>Kampagne (optional)</translation>
    </message>
    <message>
        <source>New campaign: everyone on Prince</source>
        <translation>Neue Kampagne: alle als Prinz</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>— won the campaign</source>
        <translation>— hat die Kampagne gewonnen</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Kartensets</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynastien</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Karten anderer Erweiterungen</translation>
    </message>
    <message numerus="yes">
        <source>Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card&apos;s tier in the card search; your table has set %n tier(s) so far.</source>
        <translation>
            <numerusform>Die Stufen Basis / Fortgeschritten / Experte stehen nicht in unseren Kartendaten: stellt die Stapel aus den Karten zusammen, die Suche zeigt jede Karte dieser Sets. Lege die Stufe einer Karte in der Kartensuche fest; eure Runde hat bisher %n Stufe festgelegt.</numerusform>
            <numerusform>Die Stufen Basis / Fortgeschritten / Experte stehen nicht in unseren Kartendaten: stellt die Stapel aus den Karten zusammen, die Suche zeigt jede Karte dieser Sets. Lege die Stufe einer Karte in der Kartensuche fest; eure Runde hat bisher %n Stufen festgelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>With 5 players, use the advanced and/or expert cards (Rulebook p.21).</source>
        <translation>Mit 5 Spielern die Fortgeschrittenen- und/oder Expertenkarten verwenden (Regelheft S. 21).</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Solo (shadow opponent, Hall of Fame)</source>
        <translation>Solo (Schattengegner, Ruhmeshalle)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Rule choices…</source>
        <translation>Regelwahl…</translation>
    </message>
    <message numerus="yes">
        <source>Rule choices (%n changed)…</source>
        <translation>
            <numerusform>Regelwahl (%n geändert)…</numerusform>
            <numerusform>Regelwahl (%n geändert)…</numerusform>
        </translation>
    </message>
    <message>
        <source>A few rules can be read two ways; choose how your table plays them</source>
        <translation>Einige Regeln lassen sich zweifach lesen; wählt, wie eure Runde sie spielt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Spiel starten (Strg+Enter)</translation>
    </message>
    <message>
        <source>Rule choices</source>
        <translation>Regelwahl</translation>
    </message>
    <message>
        <source>These rules can be read two ways. Leave them off to play as the app explains by default.</source>
        <translation>Diese Regeln lassen sich zweifach lesen. Lasst sie aus, um so zu spielen, wie die App es standardmäßig erklärt.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>The printed boards differ here: check the marked values against your board and correct them once, the app remembers it.</source>
        <translation>Die gedruckten Tableaus weichen hier ab: vergleiche die markierten Werte mit deinem Tableau und korrigiere sie einmal, die App merkt es sich.</translation>
    </message>
    <message>
        <source>Starting cards: the app does not know this side&apos;s printed cards yet; put them on the board in round 1 (they are listed as pre-printed) and the app remembers them.</source>
        <translation>Startkarten: die App kennt die aufgedruckten Karten dieser Seite noch nicht; lege sie in Runde 1 auf das Tableau (sie stehen als vorgedruckt in der Liste) und die App merkt sie sich.</translation>
    </message>
    <message>
        <source>Campaign: everyone starts on Prince; each win moves the winner up one level (King, Emperor); a win on Emperor wins the campaign. A solo game is a win when it scores more than your best solo score so far (your first one needs a Hall of Fame title)</source>
        <translation>Kampagne: alle beginnen als Prinz; jeder Sieg bringt den Sieger eine Stufe höher (König, Kaiser); ein Sieg als Kaiser gewinnt die Kampagne. Ein Solospiel ist ein Sieg, wenn es mehr Punkte bringt als dein bisher bestes Soloergebnis (das erste braucht einen Titel der Ruhmeshalle)</translation>
    </message>
</context>
<context>
    <name>SourcedText</name>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Source of: %1</source>
        <translation>Quelle zu: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>The bookkeeping of your game of Nations: boards, Resolution Phase, scores.</source>
        <translation>Die Buchführung eurer Partie Nations: Tableaus, Auswertungsphase, Punkte.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>Die Datenbank ist nicht verfügbar: nichts wird gespeichert.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>How a round goes, the keys, where your games are kept, the version (F1)</source>
        <translation>Wie eine Runde abläuft, die Tasten, wo eure Spiele gespeichert sind, die Version (F1)</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Finished games: %1</source>
        <translation>Beendete Spiele: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Beliebige Spieler</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 Spieler</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 Spieler</translation>
    </message>
    <message>
        <source>6 players</source>
        <translation>6 Spieler</translation>
    </message>
    <message>
        <source>Only games with</source>
        <translation>Nur Spiele mit</translation>
    </message>
    <message>
        <source>Every player&apos;s games</source>
        <translation>Die Spiele jedes Spielers</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>Von JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>Bis JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>No finished game matches.</source>
        <translation>Kein beendetes Spiel passt.</translation>
    </message>
    <message>
        <source>Play a game to its final score (or widen the filters above): who wins with which nation, head-to-head records and each player&apos;s scores over time appear here.</source>
        <translation>Spielt ein Spiel bis zur Endwertung (oder erweitert die Filter oben): wer mit welcher Nation gewinnt, direkte Vergleiche und die Punkte jedes Spielers im Zeitverlauf erscheinen hier.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nationen</translation>
    </message>
    <message>
        <source>Rivals</source>
        <translation>Rivalen</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>One player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>Only games with nations (Nations) are counted here.</source>
        <translation>Hier zählen nur Spiele mit Nationen (Nations).</translation>
    </message>
    <message>
        <source>%1 has no nations.</source>
        <translation>%1 hat keine Nationen.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnittliche Punkte</translation>
    </message>
    <message>
        <source>Average score by nation</source>
        <translation>Durchschnittliche Punkte nach Nation</translation>
    </message>
    <message>
        <source>No two players have played a game together yet.</source>
        <translation>Noch haben keine zwei Spieler zusammen gespielt.</translation>
    </message>
    <message>
        <source>Wins by seat (the order the players were entered at setup)</source>
        <translation>Siege nach Platz (die Reihenfolge, in der die Spieler beim Aufbau eingegeben wurden)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Choose a player to see their scores over time.</source>
        <translation>Wähle einen Spieler, um seine Punkte im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Punkte im Zeitverlauf</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Average by final-score category: %1</source>
        <translation>Durchschnitt nach Kategorie der Endwertung: %1</translation>
    </message>
    <message>
        <source>Average by final-score category</source>
        <translation>Durchschnitt nach Kategorie der Endwertung</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Nach Spielerzahl</translation>
    </message>
    <message>
        <source>Difficulty (solo games)</source>
        <translation>Schwierigkeit (Solospiele)</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Jede Schwierigkeit</translation>
    </message>
    <message>
        <source>Solo on Emperor</source>
        <translation>Solo als Kaiser</translation>
    </message>
    <message>
        <source>Solo on King</source>
        <translation>Solo als König</translation>
    </message>
    <message>
        <source>Solo on Prince</source>
        <translation>Solo als Prinz</translation>
    </message>
    <message>
        <source>Solo on Chieftain</source>
        <translation>Solo als Häuptling</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Any card sets</source>
        <translation>Alle Kartensätze</translation>
    </message>
    <message>
        <source>With the base game</source>
        <translation>Mit dem Grundspiel</translation>
    </message>
    <message>
        <source>With the expansion</source>
        <translation>Mit der Erweiterung</translation>
    </message>
    <message>
        <source>With Dynasties</source>
        <translation>Mit Dynasties</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <source>Solo games by difficulty</source>
        <translation>Solospiele nach Schwierigkeit</translation>
    </message>
    <message>
        <source>No solo game for this player.</source>
        <translation>Keine Solospiele für diesen Spieler.</translation>
    </message>
    <message>
        <source>No solo game matches. Play a game alone to its final score (Nations against the shadow opponent, or the Dice Game solo): its place in the Hall of Fame and your best score per difficulty appear here.</source>
        <translation>Kein Solospiel passt. Spielt eine Partie allein bis zur Endwertung (Nations gegen den Schattengegner oder das Würfelspiel solo): ihr Platz in der Ruhmeshalle und eure Bestleistung je Schwierigkeit erscheinen hier.</translation>
    </message>
    <message>
        <source>Hall of Fame position when finished</source>
        <translation>Platz in der Ruhmeshalle bei Spielende</translation>
    </message>
    <message>
        <source>Hall of Fame position over time, by difficulty</source>
        <translation>Platz in der Ruhmeshalle im Lauf der Zeit, nach Schwierigkeit</translation>
    </message>
    <message>
        <source>Personal bests by difficulty</source>
        <translation>Persönliche Bestleistungen nach Schwierigkeit</translation>
    </message>
    <message>
        <source>No campaign yet. Give a campaign name when you set up a Nations game: everyone starts on Prince and each win moves the winner up a level. Each player&apos;s level game by game appears here.</source>
        <translation>Noch keine Kampagne. Gebt beim Aufbau einer Nations-Partie einen Kampagnennamen an: Alle beginnen als Prinz, und jeder Sieg bringt den Sieger eine Stufe höher. Die Stufe jedes Spielers Partie für Partie erscheint hier.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Level after each game: %1</source>
        <translation>Stufe nach jeder Partie: %1</translation>
    </message>
    <message>
        <source>Campaign progress</source>
        <translation>Kampagnenverlauf</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Nothing to show for these filters.</source>
        <translation>Nichts zu zeigen für diese Filter.</translation>
    </message>
    <message>
        <source>Sort by %1</source>
        <translation>Sortieren nach %1</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Nations Companion — the table</source>
        <translation>Nations Companion — der Tisch</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Zeitalter %1</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Am Zug: %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Everyone has passed</source>
        <translation>Alle haben gepasst</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Übrige Architekten: %1</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>gepasst (%1.)</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Freie Arbeiter</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Architekten</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Nahrung</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Bücher</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Militärstärke</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Freie Arbeiter</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Häuptling</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Kaiser</translation>
    </message>
</context>
<context>
    <name>WonDraftPanel</name>
    <message>
        <source>Draft: pick %1 of %2 — %3</source>
        <translation>Draft: wähle %1 von %2 — %3</translation>
    </message>
    <message>
        <source>Draft complete</source>
        <translation>Draft abgeschlossen</translation>
    </message>
    <message>
        <source>draft round %1, %2; takes %3</source>
        <translation>Draftrunde %1, %2; nimmt %3</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>an Industry Package</source>
        <translation>ein Industriepaket</translation>
    </message>
    <message>
        <source>a Commodity Package</source>
        <translation>ein Rohstoffpaket</translation>
    </message>
    <message>
        <source>an Industry or a Commodity Package</source>
        <translation>ein Industrie- oder Rohstoffpaket</translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation>genommen von %1</translation>
    </message>
    <message>
        <source>not in the draft with 5 players (rulebook line 491)</source>
        <translation>nicht im Draft mit 5 Spielern (Regelheft Zeile 491)</translation>
    </message>
    <message>
        <source>What each player drafted</source>
        <translation>Was jeder Spieler gedraftet hat</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
</context>
<context>
    <name>WonGamePage</name>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Setup — the Package draft</source>
        <translation>Aufbau — der Paket-Draft</translation>
    </message>
    <message>
        <source>Round %1 — Trade</source>
        <translation>Runde %1 — Handel</translation>
    </message>
    <message>
        <source>Round %1 — Develop</source>
        <translation>Runde %1 — Entwicklung</translation>
    </message>
    <message>
        <source>Round %1 — Produce</source>
        <translation>Runde %1 — Produktion</translation>
    </message>
    <message>
        <source>Final Produce</source>
        <translation>Letzte Produktion</translation>
    </message>
    <message>
        <source>Final Trade</source>
        <translation>Letzter Handel</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>first: %1</source>
        <translation>zuerst: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Buy and sell at the Markets, barter, take or repay notes. The phase ends when all pass in succession.</source>
        <translation>An den Märkten kaufen und verkaufen, tauschen, Schuldscheine nehmen oder zurückzahlen. Die Phase endet, wenn alle nacheinander passen.</translation>
    </message>
    <message>
        <source>Place Flags, build, move, automate. At the end of the phase the end of the game is checked: a player&apos;s %1 Flags all placed (%2), %3 of %4 stacks empty (%5 empty), or every hex filled.</source>
        <translation>Flaggen setzen, bauen, bewegen, automatisieren. Am Ende der Phase wird das Spielende geprüft: die %1 Flaggen eines Spielers alle gesetzt (%2), %3 von %4 Stapeln leer (%5 leer) oder jedes Feld belegt.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Each player enters the Blocs run (or none).</source>
        <translation>Jeder Spieler gibt die betriebenen Blöcke ein (oder keinen).</translation>
    </message>
    <message>
        <source>The end was triggered: this is the final Produce phase, then one final Trade.</source>
        <translation>Das Ende wurde ausgelöst: dies ist die letzte Produktionsphase, dann ein letzter Handel.</translation>
    </message>
    <message>
        <source>Final Trade: sell off (market sales go on each player&apos;s paper), then each player enters their money on the Score tab.</source>
        <translation>Letzter Handel: ausverkaufen (Marktverkäufe kommen auf das Papier jedes Spielers), dann gibt jeder Spieler sein Geld im Reiter Punkte ein.</translation>
    </message>
    <message>
        <source>every hex filled</source>
        <translation>jedes Feld belegt</translation>
    </message>
    <message>
        <source>End Trade</source>
        <translation>Handel beenden</translation>
    </message>
    <message>
        <source>End Develop</source>
        <translation>Entwicklung beenden</translation>
    </message>
    <message>
        <source>End Produce</source>
        <translation>Produktion beenden</translation>
    </message>
    <message>
        <source>End final Produce</source>
        <translation>Letzte Produktion beenden</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>Markets</source>
        <translation>Märkte</translation>
    </message>
    <message>
        <source>Players and Develop</source>
        <translation>Spieler und Entwicklung</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>WonMarketsPanel</name>
    <message>
        <source>Trading:</source>
        <translation>Handel:</translation>
    </message>
    <message>
        <source>Correct prices…</source>
        <translation>Preise korrigieren…</translation>
    </message>
    <message>
        <source>%1 of %2 cubes</source>
        <translation>%1 von %2 Würfeln</translation>
    </message>
    <message>
        <source>Buy $%1</source>
        <translation>Kaufen $%1</translation>
    </message>
    <message>
        <source>Sell $%1</source>
        <translation>Verkaufen $%1</translation>
    </message>
    <message>
        <source>barter: no cube</source>
        <translation>Tausch: kein Würfel</translation>
    </message>
    <message>
        <source>barter about $%1</source>
        <translation>Tausch etwa $%1</translation>
    </message>
    <message>
        <source>empty: buy $%1 · full: sell $%2</source>
        <translation>leer: kaufen $%1 · voll: verkaufen $%2</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Schuldscheine</translation>
    </message>
    <message>
        <source>any time in the Trade phase</source>
        <translation>jederzeit in der Handelsphase</translation>
    </message>
    <message>
        <source>* = corrected by the table.</source>
        <translation>* = vom Tisch korrigiert.</translation>
    </message>
</context>
<context>
    <name>WonNotesRow</name>
    <message>
        <source>Notes held: %1 · next note $%2</source>
        <translation>Schuldscheine: %1 · nächster Schuldschein $%2</translation>
    </message>
    <message>
        <source>Take note +$%1</source>
        <translation>Schuldschein nehmen +$%1</translation>
    </message>
    <message>
        <source>Repay $%1</source>
        <translation>$%1 zurückzahlen</translation>
    </message>
</context>
<context>
    <name>WonPlayersPanel</name>
    <message>
        <source>Flags %1 of %2</source>
        <translation>Flaggen %1 von %2</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>keine Plättchen</translation>
    </message>
    <message>
        <source>Automation %1</source>
        <translation>Automatisierung %1</translation>
    </message>
    <message>
        <source>Give a note</source>
        <translation>Einen Schuldschein geben</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>erzwungen</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>move</source>
        <translation>bewegen</translation>
    </message>
    <message>
        <source>onto own Flags</source>
        <translation>auf eigene Flaggen</translation>
    </message>
    <message>
        <source>Move tiles</source>
        <translation>Plättchen bewegen</translation>
    </message>
    <message>
        <source>Automate</source>
        <translation>Automatisieren</translation>
    </message>
    <message>
        <source>Develop costs</source>
        <translation>Entwicklungskosten</translation>
    </message>
    <message>
        <source>Flag: %1</source>
        <translation>Flagge: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forced: + %1</source>
        <translation>Erzwungen: + %1</translation>
    </message>
    <message>
        <source>Move up to %1 tiles: %2</source>
        <translation>Bis zu %1 Plättchen bewegen: %2</translation>
    </message>
    <message>
        <source>Automate: %1</source>
        <translation>Automatisieren: %1</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Anzahlen</translation>
    </message>
    <message>
        <source>%1 in the stack: %2</source>
        <translation>%1 im Stapel: %2</translation>
    </message>
    <message>
        <source>Empty stacks: %1 of %2 (%3 end the game)</source>
        <translation>Leere Stapel: %1 von %2 (%3 beenden das Spiel)</translation>
    </message>
    <message>
        <source>Notes held: %1 of %2 in the box</source>
        <translation>Schuldscheine: %1 von %2 in der Schachtel</translation>
    </message>
    <message>
        <source>, %1 on paper</source>
        <translation>, %1 auf Papier</translation>
    </message>
    <message>
        <source>Automation: %1 of %2 tokens</source>
        <translation>Automatisierung: %1 von %2 Markern</translation>
    </message>
    <message>
        <source>, %1 pennies</source>
        <translation>, %1 Pennys</translation>
    </message>
</context>
<context>
    <name>WonPricesDialog</name>
    <message>
        <source>Correct the printed prices</source>
        <translation>Die aufgedruckten Preise korrigieren</translation>
    </message>
    <message>
        <source>buy price of a well</source>
        <translation>Kaufpreis eines Feldes</translation>
    </message>
    <message>
        <source>sell price of a well</source>
        <translation>Verkaufspreis eines Feldes</translation>
    </message>
    <message>
        <source>barter price of a well</source>
        <translation>Tauschpreis eines Feldes</translation>
    </message>
    <message>
        <source>buy price when empty</source>
        <translation>Kaufpreis wenn leer</translation>
    </message>
    <message>
        <source>sell price when full</source>
        <translation>Verkaufspreis wenn voll</translation>
    </message>
    <message>
        <source>Wells are counted from the upper left (highest prices).</source>
        <translation>Die Felder werden von oben links gezählt (höchste Preise).</translation>
    </message>
    <message>
        <source>well</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>printed value $</source>
        <translation>aufgedruckter Wert $</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Printed value</source>
        <translation>Aufgedruckter Wert</translation>
    </message>
    <message>
        <source>Corrections in this game</source>
        <translation>Korrekturen in diesem Spiel</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Kept for the next games: %1</source>
        <translation>Für die nächsten Spiele gemerkt: %1</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Cubes in a Market&apos;s rows</source>
        <translation>Würfel in den Reihen eines Marktes</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
</context>
<context>
    <name>WonProducePanel</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Blocs of:</source>
        <translation>Blöcke von:</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Industrie</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Full dots</source>
        <translation>Volle Punkte</translation>
    </message>
    <message>
        <source>Tiles fed</source>
        <translation>Versorgte Plättchen</translation>
    </message>
    <message>
        <source>Shared dots</source>
        <translation>Geteilte Punkte</translation>
    </message>
    <message>
        <source>Dots on unfed tiles</source>
        <translation>Punkte auf unversorgten Plättchen</translation>
    </message>
    <message>
        <source>Automated</source>
        <translation>Automatisiert</translation>
    </message>
    <message>
        <source>fed with Ore</source>
        <translation>mit Erz versorgt</translation>
    </message>
    <message>
        <source>This Bloc %1</source>
        <translation>Dieser Block %1</translation>
    </message>
    <message>
        <source>Add this Bloc</source>
        <translation>Diesen Block hinzufügen</translation>
    </message>
    <message>
        <source>%1 × %2, %3 dots: %4</source>
        <translation>%1 × %2, %3 Punkte: %4</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht eingegeben</translation>
    </message>
    <message>
        <source>spent %1, made %2, Bank $%3</source>
        <translation>gab %1 aus, erzeugte %2, Bank $%3</translation>
    </message>
    <message>
        <source>%1 produces nothing</source>
        <translation>%1 erzeugt nichts</translation>
    </message>
    <message numerus="yes">
        <source>Store %n Bloc(s) of %1</source>
        <translation>
            <numerusform>%n Block von %1 speichern</numerusform>
            <numerusform>%n Blöcke von %1 speichern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WonScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Punkte bisher</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>final Trade: %1$%2</source>
        <translation>letzter Handel: %1$%2</translation>
    </message>
    <message>
        <source>money $</source>
        <translation>Geld $</translation>
    </message>
    <message>
        <source>private</source>
        <translation>privat</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Rulebook, %1</source>
        <translation>Regelheft, %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
</context>
<context>
    <name>WonSetupPage</name>
    <message>
        <source>New game of Wealth of Nations</source>
        <translation>Neues Spiel Wealth of Nations</translation>
    </message>
    <message>
        <source>Enter the players clockwise around the table, each with the nation of their Flags. Mark who drew the Generator: that player drafts first and starts round 1.</source>
        <translation>Gebt die Spieler im Uhrzeigersinn um den Tisch ein, jeden mit der Nation seiner Flaggen. Markiert, wer den Generator gezogen hat: dieser Spieler draftet zuerst und beginnt Runde 1.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>drew the Generator</source>
        <translation>hat den Generator gezogen</translation>
    </message>
    <message numerus="yes">
        <source>%n price correction(s) from earlier games apply.</source>
        <translation>
            <numerusform>%n Preiskorrektur aus früheren Spielen gilt.</numerusform>
            <numerusform>%n Preiskorrekturen aus früheren Spielen gelten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the draft</source>
        <translation>Draft starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>WonStartPanel</name>
    <message>
        <source>Wealth of Nations</source>
        <translation>Wealth of Nations</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Runde %1 fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · läuft</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · abgebrochen</translation>
    </message>
</context>
<context>
    <name>nc::app::CardScanner</name>
    <message>
        <source>Looking for labels… hold a card&apos;s label in view.</source>
        <translation>Suche Etiketten… halte das Etikett einer Karte ins Bild.</translation>
    </message>
    <message>
        <source>Scanning %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>Nothing to scan in that drop: drop image files (JPEG, PNG...).</source>
        <translation>Nichts zu lesen in dem Abgelegten: lege Bilddateien ab (JPEG, PNG...).</translation>
    </message>
    <message>
        <source> One photo at a time: scanning %1, not the other %2.</source>
        <translation> Ein Foto nach dem anderen: lese %1, nicht die anderen %2.</translation>
    </message>
    <message>
        <source>In view</source>
        <translation>Im Bild</translation>
    </message>
    <message>
        <source>No label code found in %1. Photograph the labels square on, closer, in even light.</source>
        <translation>Kein Etikettcode in %1 gefunden. Fotografiere die Etiketten gerade von vorn, näher und bei gleichmäßigem Licht.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Applied for %1: %2.</source>
        <translation>Für %1 übernommen: %2.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Nothing ticked to apply.</source>
        <translation>Nichts zum Übernehmen angekreuzt.</translation>
    </message>
    <message>
        <source>%1: 1 code found</source>
        <translation>%1: 1 Code gefunden</translation>
    </message>
    <message>
        <source>%1: %2 codes found</source>
        <translation>%1: %2 Codes gefunden</translation>
    </message>
    <message>
        <source>, %1 ticked to apply</source>
        <translation>, %1 zum Übernehmen angekreuzt</translation>
    </message>
    <message>
        <source>, %1 to check</source>
        <translation>, %1 zu prüfen</translation>
    </message>
    <message>
        <source>, %1 not to add (see why)</source>
        <translation>, %1 nicht hinzuzufügen (siehe warum)</translation>
    </message>
</context>
<context>
    <name>nc::app::DiceGame</name>
    <message>
        <source>Famine needs %1 Food, War needs %2 Strength</source>
        <translation>Hungersnot braucht %1 Nahrung, Krieg braucht %2 Militärstärke</translation>
    </message>
    <message>
        <source>; Food reachable: %1</source>
        <translation>; erreichbare Nahrung: %1</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Regelheft des Würfelspiels: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::GameController</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>Die Spieldatenbank kann nicht benutzt werden, nichts wird gespeichert: %1</translation>
    </message>
    <message>
        <source>The card tiers cannot be read: %1</source>
        <translation>Die Kartenstufen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Nothing can be changed: game %1 is damaged at action %2 and shown read-only. Start a new game to play on.</source>
        <translation>Nichts kann geändert werden: Spiel %1 ist bei Aktion %2 beschädigt und wird nur zum Lesen gezeigt. Beginne ein neues Spiel, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nichts kann gespeichert werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Kein Spiel im Gang.</translation>
    </message>
    <message>
        <source>%1. Apply anyway records it as a manual correction.</source>
        <translation>%1. „Trotzdem anwenden“ speichert es als manuelle Korrektur.</translation>
    </message>
    <message>
        <source>%1&apos;s starting cards could not be remembered for the next game: %2</source>
        <translation>Die Startkarten von %1 konnten nicht für das nächste Spiel gemerkt werden: %2</translation>
    </message>
    <message>
        <source>Nothing to undo: the game is as it was set up.</source>
        <translation>Nichts rückgängig zu machen: das Spiel ist wie beim Aufbau.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Wachstum</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Ereigniskarte</translation>
    </message>
    <message>
        <source>board edit</source>
        <translation>Tableau-Änderung</translation>
    </message>
    <message>
        <source>War</source>
        <translation>Krieg</translation>
    </message>
    <message>
        <source>pass order</source>
        <translation>Passreihenfolge</translation>
    </message>
    <message>
        <source>production effects</source>
        <translation>Produktionseffekte</translation>
    </message>
    <message>
        <source>solo tile</source>
        <translation>Solo-Plättchen</translation>
    </message>
    <message>
        <source>resolution answer</source>
        <translation>Antwort der Auswertung</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>Spielerreihenfolge</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Worker deployed</source>
        <translation>Arbeiter eingesetzt</translation>
    </message>
    <message>
        <source>Workers undeployed</source>
        <translation>Arbeiter abgezogen</translation>
    </message>
    <message>
        <source>Architect hired</source>
        <translation>Architekt angeheuert</translation>
    </message>
    <message>
        <source>special action</source>
        <translation>Sonderaktion</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>result correction</source>
        <translation>Korrektur des Ergebnisses</translation>
    </message>
    <message>
        <source>confirmed Resolution Phase</source>
        <translation>bestätigte Auswertungsphase</translation>
    </message>
    <message>
        <source>%1 (manual correction)</source>
        <translation>%1 (manuelle Korrektur)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>Es gibt keinen Spieler %1.</translation>
    </message>
    <message>
        <source>Nothing can be loaded: the database is not available.</source>
        <translation>Nichts kann geladen werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>Das unfertige Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>Game %1 is not in the database.</source>
        <translation>Spiel %1 ist nicht in der Datenbank.</translation>
    </message>
    <message>
        <source>Game %1 was logged without the app: it has its final scores only (History page).</source>
        <translation>Spiel %1 wurde ohne die App erfasst: es hat nur die Endergebnisse (Seite Verlauf).</translation>
    </message>
    <message>
        <source>Game %1 was not played to the end.</source>
        <translation>Spiel %1 wurde nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: its setup is damaged (row 1 of its log). %2</source>
        <translation>Spiel %1 kann nicht geöffnet werden: sein Aufbau ist beschädigt (Zeile 1 seines Protokolls). %2</translation>
    </message>
    <message>
        <source>as it was set up</source>
        <translation>wie beim Aufbau</translation>
    </message>
    <message>
        <source>as it was after action %1</source>
        <translation>wie nach Aktion %1</translation>
    </message>
    <message>
        <source>This game is damaged at action %1 (row %2 of its log): %3. It is shown read-only %4; nothing can be changed in it.</source>
        <translation>Dieses Spiel ist bei Aktion %1 beschädigt (Zeile %2 seines Protokolls): %3. Es wird nur zum Lesen gezeigt %4; nichts daran kann geändert werden.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>Kein Spiel kann begonnen werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Unknown difficulty for %1.</source>
        <translation>Unbekannter Schwierigkeitsgrad für %1.</translation>
    </message>
    <message>
        <source>Seat %1 has no player name.</source>
        <translation>Platz %1 hat keinen Spielernamen.</translation>
    </message>
    <message>
        <source>An event that takes and gives (Tonghak movement) takes first</source>
        <translation>Ein Ereignis, das nimmt und gibt (Tonghak-Bewegung), nimmt zuerst</translation>
    </message>
    <message>
        <source>Default: the gain comes first, as in Production. Sources: FAQ R-02, Rulebook p.19 (Events).</source>
        <translation>Standard: der Gewinn kommt zuerst, wie in der Produktion. Quellen: FAQ R-02, Regelheft S. 19 (Ereignisse).</translation>
    </message>
    <message>
        <source>Frederic Chopin doubles the Books left after cards consume Books</source>
        <translation>Frederic Chopin verdoppelt die Bücher, die übrig sind, nachdem Karten Bücher verbraucht haben</translation>
    </message>
    <message>
        <source>Default: only the Books produced are doubled. Source: Rulebook p.18 (Production).</source>
        <translation>Standard: nur die produzierten Bücher werden verdoppelt. Quelle: Regelheft S. 18 (Produktion).</translation>
    </message>
    <message>
        <source>Versailles ties with nations in revolt for the least Stability</source>
        <translation>Versailles gleicht mit Nationen in Revolte bei der geringsten Stabilität gleich</translation>
    </message>
    <message>
        <source>Default: the owner of Versailles is the least stable alone. Sources: card text, Rulebook p.8.</source>
        <translation>Standard: der Besitzer von Versailles ist allein am wenigsten stabil. Quellen: Kartentext, Regelheft S. 8.</translation>
    </message>
    <message>
        <source>Negative Military Strength costs like a revolt and loses every War</source>
        <translation>Negative Militärstärke kostet wie eine Revolte und verliert jeden Krieg</translation>
    </message>
    <message>
        <source>Default: no penalty, and it counts as 0 against the War. Source: FAQ R-16.</source>
        <translation>Standard: keine Strafe, und sie zählt als 0 gegen den Krieg. Quelle: FAQ R-16.</translation>
    </message>
    <message>
        <source>Unknown Progress Card &quot;%1&quot;.</source>
        <translation>Unbekannte Fortschrittskarte „%1“.</translation>
    </message>
    <message>
        <source>A card tier is basic, advanced or expert (Rulebook p.11), not &quot;%1&quot;.</source>
        <translation>Eine Kartenstufe ist Basis, Fortgeschritten oder Experte (Regelheft S. 11), nicht „%1“.</translation>
    </message>
    <message>
        <source>The game database is not available: the tier cannot be kept.</source>
        <translation>Die Spieldatenbank ist nicht verfügbar: die Stufe kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The tier was not saved: %1</source>
        <translation>Die Stufe wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 has already passed.</source>
        <translation>%1 hat bereits gepasst.</translation>
    </message>
    <message>
        <source>There is no such adjustment.</source>
        <translation>Diese Anpassung gibt es nicht.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation>Unbekannte Karte „%1“.</translation>
    </message>
    <message>
        <source>Open the resolution first.</source>
        <translation>Öffne zuerst die Auswertung.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>There is no refused action to record anyway.</source>
        <translation>Es gibt keine abgelehnte Aktion, die trotzdem gespeichert werden könnte.</translation>
    </message>
    <message>
        <source>Marked by %1 (%2): %3 Gold more, paid to %1</source>
        <translation>Markiert von %1 (%2): %3 Gold mehr, zu zahlen an %1</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <source>%1 special</source>
        <translation>%1 Sonderfähigkeit</translation>
    </message>
    <message>
        <source>%1 (place %2 in player order)</source>
        <translation>%1 (Platz %2 der Spielerreihenfolge)</translation>
    </message>
    <message>
        <source>Tie: %1 have %2 VP each.</source>
        <translation>Gleichstand: %1 haben je %2 SP.</translation>
    </message>
    <message>
        <source> ahead of </source>
        <translation> vor </translation>
    </message>
    <message>
        <source>Ties are resolved in player order: %1.</source>
        <translation>Gleichstände werden nach Spielerreihenfolge entschieden: %1.</translation>
    </message>
    <message>
        <source>Rulebook p.20, Game end</source>
        <translation>Regelheft S. 20, Spielende</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryEditor</name>
    <message>
        <source>The database is not available: there is no history to edit.</source>
        <translation>Die Datenbank ist nicht verfügbar: es gibt keinen Verlauf zum Bearbeiten.</translation>
    </message>
    <message>
        <source>%1: %2 (was &quot;%3&quot;)</source>
        <translation>%1: %2 (war „%3“)</translation>
    </message>
    <message>
        <source>The database is not available: nothing can be changed.</source>
        <translation>Die Datenbank ist nicht verfügbar: nichts kann geändert werden.</translation>
    </message>
    <message>
        <source>Choose the game that was played.</source>
        <translation>Wähle das gespielte Spiel.</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryFiles</name>
    <message numerus="yes">
        <source>Backed up %n game(s) to %1.</source>
        <translation>
            <numerusform>%n Spiel nach %1 gesichert.</numerusform>
            <numerusform>%n Spiele nach %1 gesichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The backup was not written: %1</source>
        <translation>Die Sicherung wurde nicht geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1.</source>
        <translation>
            <numerusform>%n Spiel aus %1 wiederhergestellt.</numerusform>
            <numerusform>%n Spiele aus %1 wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was restored: %1</source>
        <translation>Nichts wurde wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;.</source>
        <translation>Unbekanntes Exportformat „%1“.</translation>
    </message>
    <message>
        <source>The export was not written: %1</source>
        <translation>Der Export wurde nicht geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n game(s) to %1.</source>
        <translation>
            <numerusform>%n Spiel nach %1 exportiert.</numerusform>
            <numerusform>%n Spiele nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the running job to end, or cancel it.</source>
        <translation>Warte, bis der laufende Vorgang endet, oder brich ihn ab.</translation>
    </message>
    <message>
        <source>The database is not available.</source>
        <translation>Die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Restore cancelled: the database was not changed.</source>
        <translation>Wiederherstellung abgebrochen: Die Datenbank wurde nicht geändert.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Abgebrochen: Nichts wurde geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1, but the restored database cannot be opened: %2</source>
        <translation>
            <numerusform>%n Spiel aus %1 wiederhergestellt, aber die wiederhergestellte Datenbank lässt sich nicht öffnen: %2</numerusform>
            <numerusform>%n Spiele aus %1 wiederhergestellt, aber die wiederhergestellte Datenbank lässt sich nicht öffnen: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryModel</name>
    <message>
        <source>damaged (setup)</source>
        <translation>beschädigt (Aufbau)</translation>
    </message>
    <message>
        <source>damaged (action %1)</source>
        <translation>beschädigt (Aktion %1)</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryStatistics</name>
    <message>
        <source>The database is not available: there is no history to count.</source>
        <translation>Die Datenbank ist nicht verfügbar: es gibt keinen Verlauf zum Zählen.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Best solo</source>
        <translation>Bestes Solo</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Rivale</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Gemeinsame Spiele</translation>
    </message>
    <message>
        <source>Player ahead</source>
        <translation>Spieler vorn</translation>
    </message>
    <message>
        <source>Rival ahead</source>
        <translation>Rivale vorn</translation>
    </message>
    <message>
        <source>Same place</source>
        <translation>Gleicher Platz</translation>
    </message>
    <message>
        <source>Seat at setup</source>
        <translation>Platz beim Aufbau</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Kaiser</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prinz</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Häuptling</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Solospiele</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hall of Fame position</source>
        <translation>Platz in der Ruhmeshalle</translation>
    </message>
    <message>
        <source>Personal best</source>
        <translation>Persönliche Bestleistung</translation>
    </message>
    <message>
        <source>Reached on</source>
        <translation>Erreicht am</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>After game</source>
        <translation>Nach Partie</translation>
    </message>
    <message>
        <source>Won the campaign</source>
        <translation>Hat die Kampagne gewonnen</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
</context>
<context>
    <name>nc::app::PlayerBoardModel</name>
    <message>
        <source>%1: 0 (no card, Worker or section gives any)</source>
        <translation>%1: 0 (keine Karte, kein Arbeiter und kein Abschnitt gibt etwas)</translation>
    </message>
</context>
<context>
    <name>nc::app::SessionGame</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>Die Spieldatenbank kann nicht benutzt werden, nichts wird gespeichert: %1</translation>
    </message>
    <message>
        <source>This game is damaged at row %1 of its log: %2. It is shown read-only as it was before; nothing can be changed in it.</source>
        <translation>Dieses Spiel ist in Zeile %1 seines Protokolls beschädigt: %2. Es wird nur zum Lesen gezeigt, wie es vorher war; nichts daran kann geändert werden.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nichts kann gespeichert werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Kein Spiel im Gang.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>Kein Spiel kann begonnen werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>The result could not be stored: %1</source>
        <translation>Das Ergebnis konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>Das unfertige Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::WealthGame</name>
    <message>
        <source>Default prices: %1 (%2). Correct any value the boards print differently; corrections are kept for the next games.</source>
        <translation>Standardpreise: %1 (%2). Korrigiere jeden Wert, den die Spielpläne anders drucken; Korrekturen bleiben für die nächsten Spiele erhalten.</translation>
    </message>
    <message>
        <source>spends %1, makes %2</source>
        <translation>gibt %1 aus, erzeugt %2</translation>
    </message>
    <message>
        <source>spends %1, the Bank pays $%2</source>
        <translation>gibt %1 aus, die Bank zahlt $%2</translation>
    </message>
    <message>
        <source>The price correction is in this game but could not be kept for the next ones: %1</source>
        <translation>Die Preiskorrektur gilt in diesem Spiel, konnte aber nicht für die nächsten gemerkt werden: %1</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nichts kann gespeichert werden: die Datenbank ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Wealth of Nations rulebook: %1</source>
        <translation>Regelheft von Wealth of Nations: %1</translation>
    </message>
</context>
</TS>
