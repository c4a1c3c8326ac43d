// Held-out suite 11 (frozen). The complex exponential of every element held as real and
// imaginary planes: e^re (cos im, sin im).
__kernel void cexp_planes(__global const float *re, __global const float *im,
                          __global float *ore, __global float *oim, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float m = exp(re[i]);
        float a = im[i];
        ore[i] = m * cos(a);
        oim[i] = m * sin(a);
    }
}
