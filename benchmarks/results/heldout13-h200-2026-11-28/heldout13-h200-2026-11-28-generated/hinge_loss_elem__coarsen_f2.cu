extern "C" __global__ void hinge_loss_elem_cf2x(const float* score, const float* label, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_0] = fmaxf(0.0f, 1.0f - label[i_0] * score[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i_1] = fmaxf(0.0f, 1.0f - label[i_1] * score[i_1]);
}
