extern "C" __global__ void ccm3x3_planes_cf2x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_0 = g[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_0 = b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_0] = fminf(fmaxf(1.2f * R_0 - 0.15f * G_0 - 0.05f * B_0, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_0] = fminf(fmaxf(-0.1f * R_0 + 1.25f * G_0 - 0.15f * B_0, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_0] = fminf(fmaxf(0.02f * R_0 - 0.22f * G_0 + 1.2f * B_0, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_1 = g[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_1 = b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_1] = fminf(fmaxf(1.2f * R_1 - 0.15f * G_1 - 0.05f * B_1, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_1] = fminf(fmaxf(-0.1f * R_1 + 1.25f * G_1 - 0.15f * B_1, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_1] = fminf(fmaxf(0.02f * R_1 - 0.22f * G_1 + 1.2f * B_1, 0.0f), 1.0f);
    }
}
