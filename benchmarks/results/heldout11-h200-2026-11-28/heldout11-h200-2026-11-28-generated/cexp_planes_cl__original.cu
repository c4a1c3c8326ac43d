extern "C" __global__ void cexp_planes(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float m = expf(re[i]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float a = im[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        ore[i] = m * cosf(a);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        oim[i] = m * sinf(a);
    }
}
