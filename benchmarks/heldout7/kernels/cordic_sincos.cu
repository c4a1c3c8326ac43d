// Held-out suite 7 (frozen). Sine and cosine of angles in [-pi/2, pi/2] by 24 CORDIC
// rotations; atan_tab[k] = atan(2^-k) and gain is the product of the rotations' scale
// factors (about 0.6073).
extern "C" __global__ void cordic_sincos(const float *theta, const float *atan_tab, float *s,
                                         float *c, float gain, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float z = theta[i];
        float px = gain, py = 0.0f, f = 1.0f;
        for (int k = 0; k < 24; k++) {
            float nx, ny;
            if (z >= 0.0f) {
                nx = px - py * f;
                ny = py + px * f;
                z = z - atan_tab[k];
            } else {
                nx = px + py * f;
                ny = py - px * f;
                z = z + atan_tab[k];
            }
            px = nx;
            py = ny;
            f = f * 0.5f;
        }
        c[i] = px;
        s[i] = py;
    }
}
