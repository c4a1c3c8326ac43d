extern "C" __global__ void cexp_planes_cf2x(const float* re, const float* im, float* ore, float* oim, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float m_0 = expf(re[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float a_0 = im[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        ore[i_0] = m_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        oim[i_0] = m_0 * sinf(a_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float m_1 = expf(re[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        float a_1 = im[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        ore[i_1] = m_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/cexp_planes.cl"
        oim[i_1] = m_1 * sinf(a_1);
    }
}
