extern "C" __global__ void lj_cell_shared_cf2x(const float4* pos, float* fx, float* fy, float* fz, int ncell) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    __shared__ float4 sp[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_0 = threadIdx.x * 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_0 = blockIdx.x * 64 + t_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    int i_1 = blockIdx.x * 64 + t_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_0 = pos[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float4 me_1 = pos[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_0] = me_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    sp[t_1] = me_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ax_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float ay_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    float az_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    for (int j = 0; j < 64; j++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_0) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_0 = me_0.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_0 = me_0.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_0 = me_0.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_0 = 1.0f / (dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_0 = s_0 * s_0 * s_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_0 = 24.0f * (2.0f * s3_0 * s3_0 - s3_0) * s_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_0 += f_0 * dx_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_0 += f_0 * dy_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_0 += f_0 * dz_0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
        if (j != t_1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dx_1 = me_1.x - sp[j].x;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dy_1 = me_1.y - sp[j].y;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float dz_1 = me_1.z - sp[j].z;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s_1 = 1.0f / (dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float s3_1 = s_1 * s_1 * s_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            float f_1 = 24.0f * (2.0f * s3_1 * s3_1 - s3_1) * s_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ax_1 += f_1 * dx_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            ay_1 += f_1 * dy_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
            az_1 += f_1 * dz_1;
        }
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_0] = ax_0;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fx[i_1] = ax_1;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_0] = ay_0;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fy[i_1] = ay_1;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_0] = az_0;
#line 28 "/work/main/.stage/main/benchmarks/heldout5/kernels/lj_cell_shared.cu"
    fz[i_1] = az_1;
}
