extern "C" __global__ void hinge_loss_elem_cf8x(const float* score, const float* label, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_0] = fmaxf(0.0f, 1.0f - label[i_0] * score[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_1] = fmaxf(0.0f, 1.0f - label[i_1] * score[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_2] = fmaxf(0.0f, 1.0f - label[i_2] * score[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_3] = fmaxf(0.0f, 1.0f - label[i_3] * score[i_3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_4] = fmaxf(0.0f, 1.0f - label[i_4] * score[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_5] = fmaxf(0.0f, 1.0f - label[i_5] * score[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_6] = fmaxf(0.0f, 1.0f - label[i_6] * score[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_7] = fmaxf(0.0f, 1.0f - label[i_7] * score[i_7]);
}
