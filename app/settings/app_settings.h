#pragma once
// The player's settings (README "Languages and themes", "Settings"): theme, language and the default card sets
// of a new Nations game, kept with QSettings under the organisation and application names main() sets.
#include <QObject>
#include <QPalette>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace nc::app {

class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// "system" (default: follows the desktop), "light" or "dark".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    /// What the pages show: the dark palette when true (Theme.qml).
    Q_PROPERTY(bool darkTheme READ darkTheme NOTIFY themeChanged)
    /// The desktop's own choice, read once at start from its palette (see noteSystemPalette()).
    Q_PROPERTY(bool systemDark READ systemDark CONSTANT)
    /// "system" (default: the desktop's language), "en", "fi" or "de". Applies at once (QQmlEngine::retranslate()).
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    /// The language the pages are shown in: "en", "fi" or "de".
    Q_PROPERTY(QString activeLanguage READ activeLanguage NOTIFY languageChanged)
    /// The card sets ticked on a new Nations game's setup page besides the base game.
    Q_PROPERTY(bool defaultDynasties READ defaultDynasties WRITE setDefaultDynasties NOTIFY cardSetsChanged)
    Q_PROPERTY(bool defaultExpansion READ defaultExpansion WRITE setDefaultExpansion NOTIFY cardSetsChanged)

public:
    explicit AppSettings(QObject *parent = nullptr);

    QString theme() const { return m_theme; }
    void setTheme(const QString &theme);
    bool darkTheme() const;
    static bool systemDark();
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    static QString activeLanguage();
    bool defaultDynasties() const { return m_dynasties; }
    void setDefaultDynasties(bool on);
    bool defaultExpansion() const { return m_expansion; }
    void setDefaultExpansion(bool on);

    /// Remembers whether the desktop's palette is dark (window colour lightness under 50%); called with
    /// QGuiApplication::palette() before the app replaces it with its own (setupQuickStyle()).
    static void noteSystemPalette(const QPalette &palette);
    /// The language stored in the settings ("system" when none).
    static QString storedLanguage();
    /// Loads the translation of `language` ("system": the first of the system's UI languages we have, else
    /// English) from :/i18n/ into the application; returns the language now shown.
    static QString installTranslator(const QString &language);

Q_SIGNALS:
    void themeChanged();
    void languageChanged();
    void cardSetsChanged();

private:
    QString m_theme;
    QString m_language;
    bool m_dynasties = false;
    bool m_expansion = false;
};

} // namespace nc::app
