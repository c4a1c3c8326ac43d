extern "C" __global__ void newton_recip_sqrt(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r = __int_as_float(1597463007 - (__float_as_int(v) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s = 0; s < 3; ++s)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r = r * (1.5f - 0.5f * v * r * r);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i] = r;
    }
}
