#include "selftest/scene_items.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>

#include "selftest/selftest.h"

namespace nc::app {

bool isControl(const QQuickItem *item)
{
    for (const char *type : {"QQuickAbstractButton", "QQuickTextField", "QQuickTextArea", "QQuickComboBox",
                             "QQuickSpinBox", "QQuickSlider"})
        if (item->inherits(type))
            return true;
    return false;
}

QQuickItem *checkedRoot(QQuickWindow &window)
{
    QQuickItem *top = nullptr;
    if (QQuickItem *overlay = window.contentItem()->parentItem()) // the root item: the content and the overlay
        for (QQuickItem *layer : overlay->childItems())
            if (layer->inherits("QQuickOverlay"))
                for (QQuickItem *popup : layer->childItems()) // in stacking order: the last open one is on top
                    if (popup->isVisible() && popup->inherits("QQuickPopupItem"))
                        top = popup;
    return top ? top : window.contentItem();
}

QQuickWindow *showScene(QQmlApplicationEngine &engine, const QByteArray &qml)
{
    engine.loadData("import QtQuick\nimport QtQuick.Controls\n" + qml);
    auto *window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (window) {
        window->show();
        settleEvents();
    }
    return window;
}

} // namespace nc::app
