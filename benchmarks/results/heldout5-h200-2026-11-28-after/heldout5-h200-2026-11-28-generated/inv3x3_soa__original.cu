extern "C" __global__ void inv3x3_soa(const float* M, float* Minv, float* det, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float a = M[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float b = M[n + i];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c = M[2 * n + i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float d = M[3 * n + i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float e = M[4 * n + i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float f = M[5 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float g = M[6 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float h = M[7 * n + i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float k = M[8 * n + i];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c00 = e * k - f * h;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c01 = f * g - d * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float c02 = d * h - e * g;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float dt = a * c00 + b * c01 + c * c02;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        float r = 1.0f / dt;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[i] = c00 * r;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[n + i] = (c * h - b * k) * r;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[2 * n + i] = (b * f - c * e) * r;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[3 * n + i] = c01 * r;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[4 * n + i] = (a * k - c * g) * r;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[5 * n + i] = (c * d - a * f) * r;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[6 * n + i] = c02 * r;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[7 * n + i] = (b * g - a * h) * r;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        Minv[8 * n + i] = (a * e - b * d) * r;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/inv3x3_soa.cu"
        det[i] = dt;
    }
}
