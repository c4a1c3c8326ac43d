// Held-out suite 2 (frozen). Struct of arrays to array of structs: four arrays interleaved
// into records of four floats; one thread per record, four 4-byte stores.
extern "C" __global__ void soa_to_aos(const float *x, const float *y, const float *z,
                                      const float *w, float *aos, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        aos[4 * i + 0] = x[i];
        aos[4 * i + 1] = y[i];
        aos[4 * i + 2] = z[i];
        aos[4 * i + 3] = w[i];
    }
}
