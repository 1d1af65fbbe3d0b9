// react-admin's own messages in Spanish, layered over ra-language-spanish: that catalogue was
// written for react-admin 1 and lacks most of react-admin 5's keys, so without this English
// would show through. It also overrides the texts of ra-language-spanish that are wrong for
// react-admin 5 or read badly: missing accents and opening marks ("Si", "Estas seguro?"),
// typos ("or presiona", "Deber tener", "un number"), a text left in English
// (message.not_found), placeholders that react-admin 5 no longer passes (#%{id} instead of
// %{recordRepresentation}, no_results without %{name}), a missing plural (bulk_actions) and
// anglicisms ("Loguearse", "Remover", "Refrescar", "Requerido"). Deleting is "Eliminar" throughout.
// Register: formal "usted", as in es.ts. A test checks keys and placeholders against English.
export const raSpanishCompletion = {
  ra: {
    action: {
      bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Vaciar el campo',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      export: 'Exportar',
      refresh: 'Recargar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todo',
      select_row: 'Seleccionar esta fila',
      unselect: 'Deseleccionar',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir el menú',
      close_menu: 'Cerrar el menú',
      update: 'Actualizar',
      move_up: 'Subir',
      move_down: 'Bajar',
      open: 'Abrir',
      toggle_theme: 'Cambiar entre modo claro y oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: {
      true: 'Sí',
      // Blank on purpose, as in English: an unknown boolean shows nothing.
      null: ' ',
    },
    page: {
      dashboard: 'Panel',
      edit: '%{name} %{recordRepresentation}',
      error: 'Algo salió mal',
      list: '%{name}',
      show: '%{name} %{recordRepresentation}',
      empty: 'Todavía no hay %{name}.',
      // %{name} is not passed here and Spanish nouns have a gender: "elemento" fits them all.
      invite: '¿Desea agregar un elemento?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastre aquí algunos archivos para subirlos o haga clic para elegir uno.',
        upload_single: 'Arrastre aquí un archivo para subirlo o haga clic para elegirlo.',
      },
      image: {
        upload_several: 'Arrastre aquí algunas imágenes para subirlas o haga clic para elegir una.',
        upload_single: 'Arrastre aquí una imagen para subirla o haga clic para elegirla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de referencia.',
      },
      password: {
        // The button's label says what it will do: hide a visible password, show a hidden one.
        toggle_visible: 'Ocultar la contraseña',
        toggle_hidden: 'Mostrar la contraseña',
      },
    },
    message: {
      access_denied: 'No tiene permiso para acceder a esta página',
      are_you_sure: '¿Seguro?',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Se produjo un error al validar el token de autenticación.',
      // %{name} is the resource's name (e.g. "Canción"); "este elemento" avoids a gender clash.
      bulk_delete_content:
        '¿Seguro que desea eliminar este elemento (%{name})? |||| ¿Seguro que desea eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_update_content:
        '¿Seguro que desea actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que desea actualizar estos %{smart_count} elementos?',
      bulk_update_title:
        'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Seguro que desea vaciar toda la lista?',
      delete_content: '¿Seguro que desea eliminar este elemento (%{name})?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Se produjo un error en el navegador y no se pudo completar la solicitud.',
      invalid_form: 'El formulario no es válido. Revise los errores.',
      loading: 'Espere un momento, por favor',
      not_found: 'Puede que la URL sea incorrecta o que haya seguido un enlace roto.',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se han seleccionado los primeros %{max}.',
      unsaved_changes: 'Hay cambios sin guardar. ¿Seguro que desea descartarlos?',
      yes: 'Sí',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Borrar los filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
      no_results: 'No se encontraron %{name}',
      no_more_results:
        'La página %{page} está fuera de los límites. Pruebe con la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de los límites',
      page_out_from_end: 'No se puede ir más allá de la última página',
      page_out_from_begin: 'No se puede ir antes de la página 1',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} %{order}',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Inicie sesión para continuar',
      user_menu: 'Perfil',
      email: 'Correo electrónico',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'Error de autenticación. Inténtelo de nuevo.',
      logout: 'Cerrar sesión',
    },
    notification: {
      deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del dataProvider. Consulte la consola para más detalles.',
      i18n_error: 'No se pudieron cargar las traducciones del idioma seleccionado',
      canceled: 'Acción cancelada',
      logged_out: 'Su sesión ha terminado. Vuelva a conectarse.',
      not_authorized: 'No tiene autorización para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Obligatorio',
      maxLength: 'Debe tener como máximo %{max} caracteres',
      minValue: 'Debe ser al menos %{min}',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      regex: 'Debe tener un formato específico (regexp): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Eliminar la consulta guardada',
      remove_label_with_name: 'Eliminar la consulta «%{name}»',
      remove_dialog_title: '¿Eliminar la consulta guardada?',
      remove_message: '¿Seguro que desea quitar este elemento de su lista de consultas guardadas?',
      help: 'Filtre la lista y guarde esta consulta para más tarde',
    },
    guesser: {
      empty: {
        title: 'No hay datos que mostrar',
        message: 'Revise su dataProvider',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer la configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla de datos',
        unlabeled: 'Columna sin título #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin título #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
};
