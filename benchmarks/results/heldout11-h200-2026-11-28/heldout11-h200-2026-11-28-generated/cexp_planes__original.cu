extern "C" __global__ void cexp_planes(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float m = expf(re[i]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        float a = im[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        ore[i] = m * cosf(a);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cu"
        oim[i] = m * sinf(a);
    }
}
