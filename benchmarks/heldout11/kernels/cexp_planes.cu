// Held-out suite 11 (frozen). The complex exponential of every element held as real and
// imaginary planes: e^re (cos im, sin im).
extern "C" __global__ void cexp_planes(const float *re, const float *im, float *ore,
                                       float *oim, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float m = expf(re[i]);
        float a = im[i];
        ore[i] = m * cosf(a);
        oim[i] = m * sinf(a);
    }
}
