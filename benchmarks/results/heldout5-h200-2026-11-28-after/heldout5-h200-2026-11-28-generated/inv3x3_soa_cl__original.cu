extern "C" __global__ void inv3x3_soa(const float* M, float* Minv, float* det, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float a = M[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float b = M[n + i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c = M[2 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float d = M[3 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float e = M[4 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float f = M[5 * n + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float g = M[6 * n + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float h = M[7 * n + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float k = M[8 * n + i];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c00 = e * k - f * h;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c01 = f * g - d * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float c02 = d * h - e * g;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float dt = a * c00 + b * c01 + c * c02;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        float r = 1.0f / dt;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[i] = c00 * r;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[n + i] = (c * h - b * k) * r;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[2 * n + i] = (b * f - c * e) * r;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[3 * n + i] = c01 * r;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[4 * n + i] = (a * k - c * g) * r;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[5 * n + i] = (c * d - a * f) * r;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[6 * n + i] = c02 * r;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[7 * n + i] = (b * g - a * h) * r;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        Minv[8 * n + i] = (a * e - b * d) * r;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cl"
        det[i] = dt;
    }
}
