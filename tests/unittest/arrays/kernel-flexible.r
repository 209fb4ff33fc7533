read

