// populations (stored cell after cell) relaxed towards equilibrium with rate omega; one
// thread per cell. Directions: 0 rest, 1 E, 2 N, 3 W, 4 S, 5 NE, 6 NW, 7 SW, 8 SE.
__kernel void d2q9_collide(__global const float *f, __global float *fout, float omega, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float q[9];
        for (int k = 0; k < 9; k++)
            q[k] = f[9 * i + k];
        float rho = 0.0f;
        for (int k = 0; k < 9; k++)
            rho += q[k];
        float ux = ((q[1] - q[3]) + (q[5] - q[6]) + (q[8] - q[7])) / rho;
        float uy = ((q[2] - q[4]) + (q[5] - q[8]) + (q[6] - q[7])) / rho;
        float usq = 1.5f * (ux * ux + uy * uy);
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
        for (int k = 0; k < 9; k++) {
            float w = k == 0 ? 4.0f / 9.0f : (k < 5 ? 1.0f / 9.0f : 1.0f / 36.0f);
            float eu = (float)ex[k] * ux + (float)ey[k] * uy;
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
            fout[9 * i + k] = q[k] - omega * (q[k] - feq);
        }
    }
}
