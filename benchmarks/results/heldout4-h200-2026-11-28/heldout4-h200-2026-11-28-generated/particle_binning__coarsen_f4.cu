extern "C" __global__ void particle_binning_cf4x(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cx_0 = min((int)(px[i_0] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cy_0 = min((int)(py[i_0] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int c_0 = cy_0 * ncell + cx_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        cell[i_0] = c_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        atomicAdd(&count[c_0], 1);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cx_1 = min((int)(px[i_1] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cy_1 = min((int)(py[i_1] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int c_1 = cy_1 * ncell + cx_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        cell[i_1] = c_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        atomicAdd(&count[c_1], 1);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cx_2 = min((int)(px[i_2] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cy_2 = min((int)(py[i_2] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int c_2 = cy_2 * ncell + cx_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        cell[i_2] = c_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        atomicAdd(&count[c_2], 1);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cx_3 = min((int)(px[i_3] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int cy_3 = min((int)(py[i_3] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        int c_3 = cy_3 * ncell + cx_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        cell[i_3] = c_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cu"
        atomicAdd(&count[c_3], 1);
    }
}
