// Held-out suite 2 (frozen). Array of structs to struct of arrays: records of four floats
// (x, y, z, w) split into four arrays; one thread per record, four 4-byte loads.
extern "C" __global__ void aos_to_soa(const float *aos, float *x, float *y, float *z, float *w,
                                      int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] = aos[4 * i + 0];
        y[i] = aos[4 * i + 1];
        z[i] = aos[4 * i + 2];
        w[i] = aos[4 * i + 3];
    }
}
