extern "C" __global__ void ccm3x3_planes_cf8x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_4 = r[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_4 = g[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_4 = b[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_4] = fminf(fmaxf(1.2f * R_4 - 0.15f * G_4 - 0.05f * B_4, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_4] = fminf(fmaxf(-0.1f * R_4 + 1.25f * G_4 - 0.15f * B_4, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_4] = fminf(fmaxf(0.02f * R_4 - 0.22f * G_4 + 1.2f * B_4, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_5 = r[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_5 = g[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_5 = b[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_5] = fminf(fmaxf(1.2f * R_5 - 0.15f * G_5 - 0.05f * B_5, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_5] = fminf(fmaxf(-0.1f * R_5 + 1.25f * G_5 - 0.15f * B_5, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_5] = fminf(fmaxf(0.02f * R_5 - 0.22f * G_5 + 1.2f * B_5, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_6 = r[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_6 = g[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_6 = b[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_6] = fminf(fmaxf(1.2f * R_6 - 0.15f * G_6 - 0.05f * B_6, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_6] = fminf(fmaxf(-0.1f * R_6 + 1.25f * G_6 - 0.15f * B_6, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_6] = fminf(fmaxf(0.02f * R_6 - 0.22f * G_6 + 1.2f * B_6, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R_7 = r[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G_7 = g[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B_7 = b[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i_7] = fminf(fmaxf(1.2f * R_7 - 0.15f * G_7 - 0.05f * B_7, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i_7] = fminf(fmaxf(-0.1f * R_7 + 1.25f * G_7 - 0.15f * B_7, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i_7] = fminf(fmaxf(0.02f * R_7 - 0.22f * G_7 + 1.2f * B_7, 0.0f), 1.0f);
    }
}
