// A refusal of the rules shown in words (app/i18n/refusal_words.h, issue 16 §3, §5), the part the Nations pages
// (GameController) and the other game types (SessionGame) share: the engine's sentence in the language installed
// now, and its source only while the owner's error is still the text shown for it. The real engine template of a
// full board (scoring/nations/action_phase_buy.cpp, Rulebook p.14) with the German translation loaded.
#include <QTest>

#include "core/message.h"
#include "i18n/refusal_words.h"
#include "settings/app_settings.h"

using nc::app::RefusalWords;

namespace {

nc::Message fullBoard() { return nc::msg("all %1 Building/Military slots are full: choose the card to cover", {nc::literal(5)}); }

const QString english = QStringLiteral("All 5 Building/Military slots are full: choose the card to cover");

} // namespace

class TestRefusalWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QCOMPARE(nc::app::AppSettings::installTranslator(QStringLiteral("en")), QStringLiteral("en")); }
    void cleanupTestCase() { nc::app::AppSettings::installTranslator(QStringLiteral("en")); }

    void theSourceIsThereOnlyWhileTheRefusalIsShown()
    {
        RefusalWords w(fullBoard(), "Rulebook p.14");
        // A sentence on its own: the engine's lower-case template starts upper case.
        QCOMPARE(w.render(), english);
        QVERIFY(!w.isShown(english)); // not shown yet
        QCOMPARE(w.sourceWhileShown(english), QString());
        // The owner shows its own text around the sentence (GameController: Apply anyway's words).
        const QString framed = w.show(w.render() + QStringLiteral(". Apply anyway records it as a manual correction."));
        QVERIFY(w.isShown(framed));
        QCOMPARE(w.sourceWhileShown(framed), QStringLiteral("Rulebook p.14"));
        QCOMPARE(w.sourceWhileShown(english), QString()); // the bare sentence is not what is shown
        // Another error replaces it, or a success clears it: the source goes with it.
        QCOMPARE(w.sourceWhileShown(QStringLiteral("Nothing can be saved: the database is not available.")), QString());
        QCOMPARE(w.sourceWhileShown(QString()), QString());
        QCOMPARE(w.show(), english);
        QCOMPARE(w.sourceWhileShown(english), QStringLiteral("Rulebook p.14"));
    }

    void nothingShownIsNoRefusalShown()
    {
        // An empty error is never a refusal shown, even after an empty text was shown for it.
        RefusalWords w(fullBoard(), "Rulebook p.14");
        QVERIFY(w.show(QString()).isEmpty());
        QVERIFY(!w.isShown(QString()));
        QCOMPARE(w.sourceWhileShown(QString()), QString());
        // No source named by the engine: none while shown either.
        RefusalWords unsourced(fullBoard(), "");
        QVERIFY(unsourced.isShown(unsourced.show()));
        QCOMPARE(unsourced.sourceWhileShown(english), QString());
    }

    void theSentenceFollowsTheLanguage()
    {
        RefusalWords w(fullBoard(), "Rulebook p.14");
        QCOMPARE(w.show(), english);
        QCOMPARE(nc::app::AppSettings::installTranslator(QStringLiteral("de")), QStringLiteral("de"));
        const QString german = QStringLiteral("Alle 5 Gebäude-/Militärplätze sind belegt: wähle die Karte, die abgedeckt wird");
        QCOMPARE(w.render(), german);
        QVERIFY(w.isShown(english)); // still the English text until the owner shows it again
        QCOMPARE(w.show(), german);
        QVERIFY(!w.isShown(english));
        QCOMPARE(w.sourceWhileShown(german), QStringLiteral("Rulebook p.14")); // the source as the engine gives it
        QCOMPARE(nc::app::AppSettings::installTranslator(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(w.render(), english);
    }
};

QTEST_GUILESS_MAIN(TestRefusalWords)
#include "tst_refusalwords.moc"
