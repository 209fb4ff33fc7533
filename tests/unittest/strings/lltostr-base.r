next clause

