big small

