// Held-out suite 7 (frozen). The Hamilton product c = a b of quaternions stored as planes
// (w, x, y, z of every quaternion in its own array).
extern "C" __global__ void quat_mul_soa(const float *aw, const float *ax, const float *ay,
                                        const float *az, const float *bw, const float *bx,
                                        const float *by, const float *bz, float *cw,
                                        float *cx, float *cy, float *cz, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a0 = aw[i], a1 = ax[i], a2 = ay[i], a3 = az[i];
        float b0 = bw[i], b1 = bx[i], b2 = by[i], b3 = bz[i];
        cw[i] = a0 * b0 - a1 * b1 - a2 * b2 - a3 * b3;
        cx[i] = a0 * b1 + a1 * b0 + a2 * b3 - a3 * b2;
        cy[i] = a0 * b2 - a1 * b3 + a2 * b0 + a3 * b1;
        cz[i] = a0 * b3 + a1 * b2 - a2 * b1 + a3 * b0;
    }
}
