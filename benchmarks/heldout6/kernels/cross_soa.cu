// Held-out suite 6 (frozen). The cross product c = a x b of n pairs of 3-vectors stored as
// planes (a structure of arrays). One thread per pair.
extern "C" __global__ void cross_soa(const float *ax, const float *ay, const float *az,
                                     const float *bx, const float *by, const float *bz,
                                     float *cx, float *cy, float *cz, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x1 = ax[i], y1 = ay[i], z1 = az[i];
        float x2 = bx[i], y2 = by[i], z2 = bz[i];
        cx[i] = y1 * z2 - z1 * y2;
        cy[i] = z1 * x2 - x1 * z2;
        cz[i] = x1 * y2 - y1 * x2;
    }
}
