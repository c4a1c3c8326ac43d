extern "C" __global__ void ccm3x3_planes_cf2x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
