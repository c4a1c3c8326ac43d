extern "C" __global__ void ccm3x3_planes_cf4x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float R_0 = r[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float G_0 = g[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float B_0 = b[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        ro[i_0] = fminf(fmaxf(1.2f * R_0 - 0.15f * G_0 - 0.05f * B_0, 0.0f), 1.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        go[i_0] = fminf(fmaxf(-0.1f * R_0 + 1.25f * G_0 - 0.15f * B_0, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        bo[i_0] = fminf(fmaxf(0.02f * R_0 - 0.22f * G_0 + 1.2f * B_0, 0.0f), 1.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float R_1 = r[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float G_1 = g[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float B_1 = b[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        ro[i_1] = fminf(fmaxf(1.2f * R_1 - 0.15f * G_1 - 0.05f * B_1, 0.0f), 1.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        go[i_1] = fminf(fmaxf(-0.1f * R_1 + 1.25f * G_1 - 0.15f * B_1, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        bo[i_1] = fminf(fmaxf(0.02f * R_1 - 0.22f * G_1 + 1.2f * B_1, 0.0f), 1.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float R_2 = r[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float G_2 = g[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float B_2 = b[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        ro[i_2] = fminf(fmaxf(1.2f * R_2 - 0.15f * G_2 - 0.05f * B_2, 0.0f), 1.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        go[i_2] = fminf(fmaxf(-0.1f * R_2 + 1.25f * G_2 - 0.15f * B_2, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        bo[i_2] = fminf(fmaxf(0.02f * R_2 - 0.22f * G_2 + 1.2f * B_2, 0.0f), 1.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float R_3 = r[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float G_3 = g[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float B_3 = b[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        ro[i_3] = fminf(fmaxf(1.2f * R_3 - 0.15f * G_3 - 0.05f * B_3, 0.0f), 1.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        go[i_3] = fminf(fmaxf(-0.1f * R_3 + 1.25f * G_3 - 0.15f * B_3, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        bo[i_3] = fminf(fmaxf(0.02f * R_3 - 0.22f * G_3 + 1.2f * B_3, 0.0f), 1.0f);
    }
}
