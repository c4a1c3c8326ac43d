extern "C" __global__ void ccm3x3_planes_cf4x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_2 = g[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_2 = b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_2] = fminf(fmaxf(1.2f * R_2 - 0.15f * G_2 - 0.05f * B_2, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_2] = fminf(fmaxf(-0.1f * R_2 + 1.25f * G_2 - 0.15f * B_2, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_2] = fminf(fmaxf(0.02f * R_2 - 0.22f * G_2 + 1.2f * B_2, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_3 = g[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_3 = b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_3] = fminf(fmaxf(1.2f * R_3 - 0.15f * G_3 - 0.05f * B_3, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_3] = fminf(fmaxf(-0.1f * R_3 + 1.25f * G_3 - 0.15f * B_3, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_3] = fminf(fmaxf(0.02f * R_3 - 0.22f * G_3 + 1.2f * B_3, 0.0f), 1.0f);
    }
}
