// Held-out suite 7 (frozen). Sine and cosine of angles in [-pi/2, pi/2] by 24 CORDIC
// rotations; atan_tab[k] = atan(2^-k) and gain is the product of the rotations' scale
// factors (about 0.6073).
__kernel void cordic_sincos(__global const float *theta, __global const float *atan_tab,
                            __global float *s, __global float *c, float gain, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
