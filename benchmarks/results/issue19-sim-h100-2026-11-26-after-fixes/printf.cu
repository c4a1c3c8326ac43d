
__global__ void pk(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) printf("t%d x=%5.2f %s %c %ld|%-4u|%+.3e|%g|%#x\n", i, x[i], "ok", 'A',
                      (long)i << 33, i, x[i], x[i] * 0.5f, i * 255);
}
